import { moderationMessages, type QueueItem } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SuspendMemberDialog } from '../../../components/moderation/suspend-member-dialog';
import { renderWithProviders } from '../../../testing/render';
import { apiError, apiPath, server } from '../../../testing/server';
import { RemoveContentDialog } from './remove-content-dialog';

const member = { userId: '00000000-0000-4000-8000-0000000000d1', fullName: 'Mallory Jones' };
const item = {
  targetType: 'post',
  targetId: '00000000-0000-4000-8000-0000000000e1',
  content: 'Buy cheap pills',
  postId: '00000000-0000-4000-8000-0000000000e1',
  circle: null,
  author: { userId: member.userId, fullName: member.fullName, handle: 'mallory', avatarUrl: null },
  earlierVersions: [],
  reportCount: 1,
  reports: [],
  firstReportedAt: '2026-01-01T00:00:00.000Z',
} satisfies QueueItem & { targetType: 'post' };

describe('SuspendMemberDialog', () => {
  it('asks for a reason, then suspends for the chosen length and closes', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/moderation/suspensions'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Mallory Jones is suspended.' });
      }),
    );
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <SuspendMemberDialog member={member} open onOpenChange={onOpenChange} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Suspend Mallory Jones?' });
    expect(within(dialog).getByLabelText('How long')).toHaveValue('7');

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(moderationMessages.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('How long'), 'For good');
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam, again');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Mallory Jones is suspended.')).toBeInTheDocument();
    expect(bodies).toEqual([{ userId: member.userId, days: null, reason: 'Spam, again' }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends the number of days and shows a refusal', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/moderation/suspensions'), async ({ request }) => {
        body = await request.json();
        return apiError(403, 'Only site moderators can suspend members');
      }),
    );
    const { user } = renderWithProviders(
      <SuspendMemberDialog member={member} open onOpenChange={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Suspend Mallory Jones?' });
    await user.selectOptions(within(dialog).getByLabelText('How long'), '30 days');
    await user.type(within(dialog).getByLabelText('Reason'), 'Threats');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only site moderators can suspend members',
    );
    expect(body).toEqual({ userId: member.userId, days: 30, reason: 'Threats' });
  });
});

describe('RemoveContentDialog', () => {
  it('asks for the reason the author reads, then removes the post', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/moderation/remove'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Removed. The author was told why.' });
      }),
    );
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <RemoveContentDialog item={item} open onOpenChange={onOpenChange} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove this post?' });
    expect(within(dialog).getByText(/Mallory Jones is told why\./)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason (the author reads it)');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    expect(await within(dialog).findByText(moderationMessages.reasonRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(reason, 'Spam');
    await waitFor(() =>
      expect(within(dialog).queryByText(moderationMessages.reasonRequired)).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    expect(await screen.findByText('Removed. The author was told why.')).toBeInTheDocument();
    expect(bodies).toEqual([{ targetType: 'post', targetId: item.targetId, reason: 'Spam' }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows a refusal above the buttons; Cancel closes without sending', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/moderation/remove'), async ({ request }) => {
        bodies.push(await request.json());
        return apiError(404, 'This content is already gone');
      }),
    );
    const onOpenChange = vi.fn();
    const listing = { ...item, targetType: 'listing' as const, postId: null };
    const { user } = renderWithProviders(
      <RemoveContentDialog item={listing} open onOpenChange={onOpenChange} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove this listing?' });
    await user.type(within(dialog).getByLabelText('Reason (the author reads it)'), 'Counterfeit');
    await user.click(within(dialog).getByRole('button', { name: 'Remove listing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This content is already gone');
    expect(bodies).toHaveLength(1);
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(bodies).toHaveLength(1);
  });
});
