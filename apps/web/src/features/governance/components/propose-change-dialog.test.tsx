import type { GovernancePolicy } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { ProposeChangeDialog } from './propose-change-dialog';

const policy: GovernancePolicy = {
  id: 'privacy-rights',
  title: 'Privacy Rights',
  description: 'What Circles keeps about you.',
  version: '1.5',
  currentPolicy: 'Circles keeps only what it needs.',
  proposals: [],
};

const proposalPath = apiPath(`/governance/policies/${policy.id}/proposals`);

async function openForm() {
  const rendered = renderWithProviders(<ProposeChangeDialog policy={policy} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Propose a change' }));
  expect(
    await screen.findByRole('heading', { name: 'Propose a change to Privacy Rights' }),
  ).toBeInTheDocument();
  return rendered;
}

describe('ProposeChangeDialog', () => {
  it('starts from the current text, checks the title, sends the proposal and opens its page', async () => {
    let body: unknown;
    server.use(
      http.post(proposalPath, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            id: 'p-1',
            policyId: policy.id,
            title: 'Shorter retention',
            description: '',
            myVote: null,
            results: null,
            topComment: null,
            commentCount: 0,
            status: 'open',
            createdAt: '2026-01-01T00:00:00.000Z',
            closesAt: '2026-01-08T00:00:00.000Z',
            author: { userId: 'u-1', fullName: 'Ada Lovelace' },
            isAuthor: true,
            rule: { quorum: 3, passShare: 0.5 },
            outcomeReason: null,
            policyTitle: policy.title,
            baseText: policy.currentPolicy,
            baseVersion: policy.version,
            proposedText: 'Circles keeps only what it needs, briefly.',
            adoptedVersion: null,
            canAdopt: false,
          },
          { status: 201 },
        );
      }),
    );
    const { user, router } = await openForm();
    const text = screen.getByLabelText('Proposed policy text');
    expect(text).toHaveValue(policy.currentPolicy);

    await user.type(screen.getByLabelText('Title'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Title must be between 3 and 120 characters')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.type(screen.getByLabelText('Title'), 'c shorter');
    await user.clear(text);
    await user.type(text, 'Circles keeps only what it needs, briefly.');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/governance/proposals/p-1'));
    expect(body).toEqual({
      title: 'abc shorter',
      description: '',
      proposedText: 'Circles keeps only what it needs, briefly.',
    });
  });

  it('says how to get verified when the server asks for verification', async () => {
    server.use(
      http.post(proposalPath, () =>
        HttpResponse.json(
          { message: 'Only verified members can propose policy changes.', code: 'verification_required' },
          { status: 403 },
        ),
      ),
    );
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Title'), 'A change');
    await user.clear(screen.getByLabelText('Proposed policy text'));
    await user.type(screen.getByLabelText('Proposed policy text'), 'New text');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Only verified members can propose policy changes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get verified' })).toBeInTheDocument();
  });
});
