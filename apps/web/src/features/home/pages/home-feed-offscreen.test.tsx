import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { drawFirstScreenOffscreen } from '../../../lib/first-screen';
import { buildFeedPage, buildPost } from '../../../testing/factories';
import { createTestQueryClient } from '../../../testing/render';
import { setHomeFeedFirstPage } from '../api/get-home-feed';
import { HomePage } from './home-page';

// A file of its own: the feed's first drawing in a document is the one that comes in turns (post-feed.tsx).
describe('the first feed of a document drawn off screen (issue #16)', () => {
  it('draws its first screen one card per task and holds the swap until three are drawn', async () => {
    const queryClient = createTestQueryClient();
    const posts = Array.from({ length: 10 }, (_, index) => buildPost({ content: `Post ${index + 1}` }));
    setHomeFeedFirstPage(queryClient, buildFeedPage(posts, null));
    const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/home'] });
    const page = document.createElement('div');
    const cards = () => page.querySelectorAll('article').length;
    const steps: number[] = [];
    const recorder = new MutationObserver(() => {
      if (cards() !== steps.at(-1)) steps.push(cards());
    });
    recorder.observe(page, { childList: true, subtree: true });

    let cardsAtSwap: number | undefined;
    const swapped = drawFirstScreenOffscreen(() => {
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
        { container: page },
      );
    }).then(() => {
      cardsAtSwap = cards();
    });
    // The first render draws the page without its cards; they come a task each.
    expect(cards()).toBe(0);
    await swapped;
    expect(cardsAtSwap).toBe(3);
    await waitFor(() => expect(cards()).toBe(10));
    recorder.disconnect();
    expect(steps.filter((count) => count > 0)).toEqual([1, 2, 3, 5, 7, 9, 10]);
  });
});
