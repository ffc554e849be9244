import { postMessages } from '@circles/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCreatePostStore } from '../../../lib/create-post-store';
import { intersectAll } from '../../../testing/browser-stubs';
import { buildFeedPage, buildPost } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { apiPath, server } from '../../../testing/server';
import { HomePage } from './home-page';

const feedUrl = apiPath('/feed/home');

/** Answers the home feed page by page: the first without a cursor, then each cursor's page. */
function feedPages(pages: Record<string, ReturnType<typeof buildFeedPage>>) {
  const asked: (string | null)[] = [];
  const handler = http.get(feedUrl, ({ request }) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    asked.push(cursor);
    const page = pages[cursor ?? 'first'];
    return page ? HttpResponse.json(page) : HttpResponse.json({ message: 'No such page' }, { status: 400 });
  });
  return { handler, asked };
}

const articles = () => screen.queryAllByRole('article');

describe('Home feed', () => {
  it('shows skeletons while the first page loads, then the posts newest first', async () => {
    // The first page is held until the skeletons have been seen.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(feedUrl, async () => {
        await held;
        return HttpResponse.json(
          buildFeedPage([buildPost({ content: 'Newest news' }), buildPost({ content: 'Older news' })]),
        );
      }),
    );
    renderWithProviders(<HomePage />, { route: '/home' });
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
    answer();

    expect(await screen.findByText('Newest news')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading posts' })).not.toBeInTheDocument();
    const texts = articles().map((article) => article.textContent);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Newest news');
    expect(texts[1]).toContain('Older news');
    // The greeting follows the session's own answer, which may come after the feed's.
    expect(
      await screen.findByText('Welcome, Ada. For you: the latest posts from your circles.'),
    ).toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes into view, and stops at the last', async () => {
    const { handler, asked } = feedPages({
      first: buildFeedPage([buildPost({ content: 'Page one post' })], 'cursor-2'),
      'cursor-2': buildFeedPage([buildPost({ content: 'Page two post' })], null),
    });
    server.use(handler);
    renderWithProviders(<HomePage />, { route: '/home' });
    expect(await screen.findByText('Page one post')).toBeInTheDocument();
    expect(screen.queryByText('Page two post')).not.toBeInTheDocument();

    // Effects run once the browser has painted: wait until the sentinel is watched, then it comes into view.
    await waitFor(() => expect(intersectAll()).toBeGreaterThan(0));
    expect(await screen.findByText('Page two post')).toBeInTheDocument();
    expect(articles()).toHaveLength(2);

    // No next cursor: nothing more is asked for.
    act(() => intersectAll());
    await waitFor(() => expect(asked).toEqual([null, 'cursor-2']));
  });

  it('shows the empty state with a way to write the first post', async () => {
    server.use(http.get(feedUrl, () => HttpResponse.json(buildFeedPage([]))));
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });

    expect(await screen.findByRole('heading', { name: postMessages.noPosts })).toBeInTheDocument();
    expect(
      screen.getByText('When people in your circles share something, it shows up here.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a post' }));
    expect(useCreatePostStore.getState().isOpen).toBe(true);
    act(() => useCreatePostStore.getState().close());
  });

  it('says the feed failed and tries again on request', async () => {
    let fails = true;
    server.use(
      http.get(feedUrl, () =>
        fails
          ? HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })
          : HttpResponse.json(buildFeedPage([buildPost({ content: 'Back again' })])),
      ),
    );
    const { user } = renderWithProviders(<HomePage />, { route: '/home' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(postMessages.homeFailed);

    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
