import type { PendingPost } from '@circles/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { apiPath, server } from '../../testing/server';
import { PendingPosts } from './pending-posts';

const pendingPost = (overrides: Partial<PendingPost>): PendingPost => ({
  id: crypto.randomUUID(),
  circleId: 'world',
  content: 'Our holiday',
  kind: 'video',
  state: 'processing',
  progress: 0.4,
  message: null,
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe('the author’s posts waiting for their media (issue #52)', () => {
  it('shows the progress of each, only for the circle asked', async () => {
    server.use(
      http.get(apiPath('/posts/pending'), () =>
        HttpResponse.json({
          pending: [pendingPost({}), pendingPost({ circleId: 'other', content: 'Elsewhere', kind: 'audio' })],
        }),
      ),
    );
    renderWithProviders(<PendingPosts circleId="world" />);
    expect(await screen.findByText('Processing video… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing video' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it('says why a post was not published, and lets the author dismiss it', async () => {
    const failed = pendingPost({
      state: 'failed',
      progress: 0,
      message: 'Videos can be at most 10 minutes long.',
    });
    const dismissed: string[] = [];
    let pending = [failed];
    server.use(
      http.get(apiPath('/posts/pending'), () => HttpResponse.json({ pending })),
      http.delete(apiPath('/posts/pending/:id'), ({ params }) => {
        dismissed.push(String(params.id));
        pending = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<PendingPosts />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your post was not published: its media could not be processed. Videos can be at most 10 minutes long.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Our holiday')).not.toBeInTheDocument());
    expect(dismissed).toEqual([failed.id]);
  });
});

/** Stands for a feed on the page: counts how often it is read. */
function FeedReader({ reads }: { reads: number[] }) {
  useQuery({ queryKey: ['posts', 'feed', 'home'], queryFn: () => reads.push(Date.now()) });
  return null;
}

describe('a pending post published meanwhile', () => {
  it('brings the feeds up to date when a post it saw processing leaves the list', async () => {
    let pending = [pendingPost({})];
    server.use(http.get(apiPath('/posts/pending'), () => HttpResponse.json({ pending })));
    const feedReads: number[] = [];
    const { queryClient } = renderWithProviders(
      <>
        <FeedReader reads={feedReads} />
        <PendingPosts />
      </>,
    );
    expect(await screen.findByText('Processing video… 40%')).toBeInTheDocument();
    const readsBefore = feedReads.length;
    pending = [];
    await queryClient.invalidateQueries({ queryKey: ['posts', 'pending'] });
    await waitFor(() => expect(feedReads.length).toBeGreaterThan(readsBefore));
  });
});
