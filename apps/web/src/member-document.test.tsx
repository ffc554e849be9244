import { describe, expect, it } from 'vitest';
import { memberPages, renderMemberShell } from './member-document';
import { buildFeedPage, buildMe, buildPost } from './testing/factories';

/** The answers as the server sends them: JSON, read back. */
const asJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const answersFor = (options: { profileCompleted?: boolean; posts?: number } = {}) =>
  asJson({
    '/api/me': buildMe({ firstName: 'Ada', profileCompleted: options.profileCompleted ?? true }),
    '/api/feed/home': buildFeedPage(
      Array.from({ length: options.posts ?? 5 }, (_, index) =>
        buildPost({ id: `post-${index + 1}`, content: `Post ${index + 1} <b>bold</b> & more` }),
      ),
      'cursor-2',
    ),
  });

describe("a member page's document, drawn on the server (issue #16)", () => {
  it('names the answers /home needs: the member and the first page of the feed', () => {
    expect(memberPages).toEqual({ '/home': { answers: ['/api/me', '/api/feed/home'] } });
  });

  it('draws the frame with the home page inside: the greeting and the first cards, as the page first draws them', async () => {
    const markup = (await renderMemberShell('/home', answersFor())) ?? '';
    expect(markup).toContain('<h1 class="text-3xl font-bold tracking-tight">Home</h1>');
    expect(markup).toContain('Welcome, Ada. For you: the latest posts from your circles.');
    // Three cards, the feed's first turn (components/posts/post-feed.tsx); the rest come when the app draws.
    expect(markup.match(/<article /g)).toHaveLength(3);
    expect(markup).toContain('Post 1 &lt;b>bold&lt;/b> &amp; more');
    expect(markup).toContain('Post 3');
    expect(markup).not.toContain('Post 4');
    expect(markup).toContain('href="/circles/');
    // The title stays the document's own: no <title> element in the body.
    expect(markup).not.toContain('<title>');
  });

  it('draws an empty feed as the page does', async () => {
    const markup = (await renderMemberShell('/home', answersFor({ posts: 0 }))) ?? '';
    expect(markup).toContain('When people in your circles share something, it shows up here.');
    expect(markup).not.toContain('<article');
  });

  it('draws nothing for a member whose profile is not complete, and refuses a page it does not know', async () => {
    expect(await renderMemberShell('/home', answersFor({ profileCompleted: false }))).toBeNull();
    await expect(renderMemberShell('/settings', answersFor())).rejects.toThrow(
      '/settings has no member document',
    );
  });

  it('refuses answers that are not what the API sends', async () => {
    await expect(
      renderMemberShell('/home', { '/api/me': { firstName: 'Ada' }, '/api/feed/home': { posts: [] } }),
    ).rejects.toThrow();
  });
});
