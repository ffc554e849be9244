import type { QueueItem } from '@circles/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { QueueItemCard } from './queue-item-card';

const listingId = '00000000-0000-4000-8000-0000000000f1';
const base = {
  content: 'Blue mountain bike\nAluminium frame, 21 gears.',
  postId: null,
  circle: null,
  author: {
    userId: '00000000-0000-4000-8000-0000000000d1',
    fullName: 'Selma Seller',
    handle: 'selma',
    avatarUrl: null,
  },
  earlierVersions: [],
  reportCount: 2,
  reports: [
    { reason: 'spam', details: null, createdAt: '2026-01-01T00:00:00.000Z' },
    { reason: 'spam', details: null, createdAt: '2026-01-01T00:05:00.000Z' },
  ],
  firstReportedAt: '2026-01-01T00:00:00.000Z',
} satisfies Partial<QueueItem>;

describe('QueueItemCard', () => {
  it('opens a reported listing at its marketplace page', async () => {
    const item: QueueItem = { ...base, targetType: 'listing', targetId: listingId };
    const { user, router } = renderWithProviders(<QueueItemCard item={item} canSuspend={false} />, {
      route: '/moderation',
    });
    const card = screen.getByRole('article', { name: 'Reported listing by Selma Seller' });
    const link = within(card).getByRole('link', { name: 'View listing' });
    expect(link).toHaveAttribute('href', `/marketplace/listings/${listingId}`);
    expect(within(card).getByRole('button', { name: 'Remove listing' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'View post' })).not.toBeInTheDocument();

    await user.click(link);
    expect(router.state.location.pathname).toBe(`/marketplace/listings/${listingId}`);
  });

  it('opens a reported post at its post, and offers no listing link', () => {
    const postId = '00000000-0000-4000-8000-0000000000e1';
    const item: QueueItem = {
      ...base,
      targetType: 'post',
      targetId: postId,
      postId,
      circle: { id: 'world', name: 'World' },
    };
    renderWithProviders(<QueueItemCard item={item} canSuspend={false} />);
    const card = screen.getByRole('article', { name: 'Reported post by Selma Seller' });
    expect(within(card).getByRole('link', { name: 'View post' })).toHaveAttribute(
      'href',
      `/circles/world/posts/${postId}`,
    );
    expect(within(card).queryByRole('link', { name: 'View listing' })).not.toBeInTheDocument();
  });

  it('removes a reported direct message by its number, with the reason', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/moderation/remove'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Removed. The author was told why.' });
      }),
    );
    const item: QueueItem = { ...base, content: 'Buy my pills now', targetType: 'message', targetId: '42' };
    const { user } = renderWithProviders(<QueueItemCard item={item} canSuspend={false} />);
    const card = screen.getByRole('article', { name: 'Reported message by Selma Seller' });
    await user.click(within(card).getByRole('button', { name: 'Remove message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this message?' });
    expect(dialog).toHaveTextContent('Both members of the conversation see that a moderator removed it.');
    await user.type(within(dialog).getByLabelText('Reason (the author reads it)'), 'Selling pills');
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ targetType: 'message', targetId: '42', reason: 'Selling pills' }]),
    );
  });
});
