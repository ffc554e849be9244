import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { intersectAll } from '../../../testing/browser-stubs';
import { buildFeedPage, buildPost } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { HomePage } from './home-page';

// A file of its own: the feed's first drawing in a document is the one that comes in turns (post-feed.tsx).
const feedUrl = apiPath('/feed/home');
const articles = () => document.querySelectorAll('article').length;

describe('the first feed of a document (issue #16)', () => {
  it('draws its first cards at once and the rest a few per task, and asks for more only once all are drawn', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(feedUrl, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        const posts = Array.from({ length: 10 }, (_, index) =>
          buildPost({ content: `${cursor ? 'Later' : 'First'} post ${index + 1}` }),
        );
        return HttpResponse.json(buildFeedPage(posts, cursor ? null : 'cursor-2'));
      }),
    );
    // Each number of cards on screen as it changes, and whether the sentinel was watched at that moment.
    const steps: { cards: number; watched: number }[] = [];
    const recorder = new MutationObserver(() => {
      const cards = articles();
      if (cards > 0 && cards !== steps.at(-1)?.cards) steps.push({ cards, watched: intersectAll() });
    });
    recorder.observe(document.body, { childList: true, subtree: true });

    renderWithProviders(<HomePage />, { route: '/home' });
    await waitFor(() => expect(articles()).toBe(10));
    recorder.disconnect();

    expect(steps[0]?.cards).toBe(3);
    expect(steps.length).toBeGreaterThan(2);
    expect(steps.every((step, index) => index === 0 || step.cards > (steps[index - 1]?.cards ?? 0))).toBe(
      true,
    );
    expect(steps.map((step) => step.watched)).toEqual(steps.map(() => 0));
    expect(asked).toEqual([null]);
    expect(screen.getByText('First post 10')).toBeInTheDocument();

    // All drawn: the sentinel is watched, and its page's cards come in turns too.
    await waitFor(() => expect(intersectAll()).toBeGreaterThan(0));
    await waitFor(() => expect(articles()).toBe(20));
    expect(asked).toEqual([null, 'cursor-2']);
  });
});
