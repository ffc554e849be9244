import type { Proposal } from '@circles/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { ProposalDiscussion } from './proposal-discussion';

const proposal: Proposal = {
  id: 'prop-1',
  policyId: 'policy-1',
  title: 'Quiet hours',
  description: 'No posts at night',
  myVote: null,
  results: null,
  topComment: null,
  commentCount: 0,
  status: 'open',
  createdAt: '2026-01-01T00:00:00.000Z',
  closesAt: '2026-01-08T00:00:00.000Z',
  author: null,
  isAuthor: false,
  rule: { quorum: 3, passShare: 0.5 },
  outcomeReason: null,
};

const comment = (content: string) => ({
  id: `c-${content}`,
  proposalId: proposal.id,
  content,
  createdAt: new Date().toISOString(),
  likes: 0,
  isLiked: false,
  author: { userId: 'u-1', fullName: 'Ada Lovelace', firstName: 'Ada', avatarUrl: null, isVerified: false },
});

describe('ProposalDiscussion', () => {
  it('adds a trimmed comment, empties the box and lists it', async () => {
    const comments: ReturnType<typeof comment>[] = [];
    let body: unknown;
    server.use(
      http.get(apiPath(`/governance/proposals/${proposal.id}/comments`), () => HttpResponse.json(comments)),
      http.post(apiPath(`/governance/proposals/${proposal.id}/comments`), async ({ request }) => {
        body = await request.json();
        const added = comment('Yes, after 22:00');
        comments.push(added);
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<ProposalDiscussion proposal={proposal} />);
    expect(await screen.findByText('No comments yet. Be the first to share your view.')).toBeInTheDocument();
    const box = screen.getByLabelText('Comment on Quiet hours');
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();

    await user.type(box, '  Yes, after 22:00  ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText('Yes, after 22:00')).toBeInTheDocument();
    expect(body).toEqual({ content: 'Yes, after 22:00' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("keeps the text and shows the server's message when the comment is refused", async () => {
    server.use(
      http.get(apiPath(`/governance/proposals/${proposal.id}/comments`), () => HttpResponse.json([])),
      http.post(apiPath(`/governance/proposals/${proposal.id}/comments`), () =>
        apiError(403, 'Only members can discuss this proposal'),
      ),
    );
    const { user } = renderWithProviders(<ProposalDiscussion proposal={proposal} />);
    const box = screen.getByLabelText('Comment on Quiet hours');
    await user.type(box, 'My view');
    await user.click(screen.getByRole('button', { name: 'Comment' }));

    expect(await screen.findByText('Only members can discuss this proposal')).toBeInTheDocument();
    expect(box).toHaveValue('My view');
    expect(box).toHaveAccessibleDescription('Only members can discuss this proposal');
  });
});
