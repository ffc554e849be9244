import { createMemberSession } from './fixtures/accounts';
import { createPostByApi, uniqueTag } from './fixtures/members';
import { e2eBaseUrl } from './fixtures/origin';
import { consoleWarnings, expect, test } from './fixtures/test';

/** The JSON data block the server's document hands to the app (apps/web/src/lib/document-state.ts). */
const documentState = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="document-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  ) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  } | null;

const greetingOf = (firstName: string) =>
  `Welcome, ${firstName}. For you: the latest posts from your circles.`;

test.describe("a member's first visit to /home: React's server rendering (issue #35)", () => {
  test('a visitor without a session is sent to sign-in by the server, before any page is drawn', async ({
    request,
  }) => {
    for (const headers of [{}, { Cookie: 'circles.session_token=forged.x' }] as Record<string, string>[]) {
      const response = await request.get('/home?tab=1', { headers, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/auth/sign-in?redirect=%2Fhome%3Ftab%3D1');
    }
  });

  test("the member's document is their page, drawn by React on the server, with the answers it was drawn from", async ({
    page,
  }) => {
    const { me } = await createMemberSession(page);
    const text = `Drawn by the server ${uniqueTag()} </script><script>window.hacked = 1</script>`;
    await createPostByApi(page.request, text);
    const response = await page.request.get('/home');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    expect(response.headers().vary).toContain('Cookie');
    // React separates neighbouring texts with an empty comment.
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('<title>Home · Circles</title>');
    expect(html).toContain(greetingOf(me.firstName));
    // The post's text is the page's text, escaped in the markup and in the state's data block.
    expect(html).toContain(text.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
    expect(html).not.toContain('</script><script>window.hacked');
    const state = documentState(html);
    const keys = state?.queries.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys).toEqual(expect.arrayContaining(['["session","auth"]', '["session","me"]']));
    const feed = state?.queries.queries.find((query) => JSON.stringify(query.queryKey).includes('home'));
    expect(JSON.stringify(feed?.state.data)).toContain(JSON.stringify(text).slice(1, -1));
  });

  test('a member whose profile is not complete is sent to set it up', async ({ page }) => {
    await createMemberSession(page, { completeProfile: false });
    const response = await page.request.get('/home', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/auth/setup-profile');
  });

  test("two members' documents drawn at the same time each show only that member's page", async ({
    browser,
  }) => {
    const members = await Promise.all(
      ['Grace', 'Alan'].map(async (firstName) => {
        const context = await browser.newContext({
          baseURL: e2eBaseUrl,
          extraHTTPHeaders: { origin: e2eBaseUrl },
        });
        const page = await context.newPage();
        const { me } = await createMemberSession(page, { firstName });
        // A post in each member's own circle: the other member cannot see it.
        const text = `Only for ${me.firstName} ${uniqueTag()}`;
        const circle = await page.request.post('/api/circles', {
          data: { name: `Own ${uniqueTag()}`, type: 'private' },
        });
        const circleId = ((await circle.json()) as { id?: string }).id;
        await createPostByApi(page.request, text, circleId);
        return { context, page, me, text };
      }),
    );
    const [first, second] = members as [(typeof members)[0], (typeof members)[0]];
    for (let round = 0; round < 3; round++) {
      const documents = await Promise.all(
        [first, second, first, second].map(async (member) => ({
          member,
          html: (await (await member.page.request.get('/home')).text()).replaceAll('<!-- -->', ''),
        })),
      );
      for (const { member, html } of documents) {
        const other = member === first ? second : first;
        expect(html).toContain(greetingOf(member.me.firstName));
        expect(html).toContain(member.text);
        expect(html).not.toContain(other.text);
        expect(html).not.toContain(greetingOf(other.me.firstName));
      }
    }
    for (const member of members) await member.context.close();
  });

  test('the browser takes the page over without a hydration error, a skeleton or asking again for its data', async ({
    page,
  }) => {
    const errors = consoleWarnings(page);
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));

    const { me } = await createMemberSession(page);
    const text = `First visit ${uniqueTag()}`;
    await createPostByApi(page.request, text);
    // Every change to the document from its first bytes: the post, once there, stays, and no skeleton shows.
    await page.addInitScript((postText) => {
      const seen = { post: false, postLeft: false, skeletons: false };
      Object.assign(window, { firstVisit: seen });
      new MutationObserver(() => {
        const hasPost = document.body?.textContent?.includes(postText) ?? false;
        if (seen.post && !hasPost) seen.postLeft = true;
        seen.post ||= hasPost;
        if (document.querySelector('[aria-label="Loading posts"]')) seen.skeletons = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, text);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByText(greetingOf(me.firstName))).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveTitle('Home · Circles');
    await expect(page.getByRole('main')).toHaveCount(1);
    // Hydrated: the app answers a click (the post's link goes through the router, not a new document).
    await page.getByRole('link', { name: 'View post' }).first().click();
    await expect(page).toHaveURL(/\/posts\//);
    await expect(page.getByText(text)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Home · Circles');
    expect(await page.evaluate(() => (window as unknown as { firstVisit: object }).firstVisit)).toEqual({
      post: true,
      postLeft: false,
      skeletons: false,
    });
    // What the document carried is not asked for again.
    expect(requested.filter((path) => path === '/api/me' || path === '/api/feed/home')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a post time that reads differently by the time the browser takes over is kept as drawn, without a warning', async ({
    page,
  }) => {
    const warnings = consoleWarnings(page);
    await createMemberSession(page);
    const text = `Drawn just now ${uniqueTag()}`;
    await createPostByApi(page.request, text);
    // The browser's clock two minutes ahead of the server's: the server draws 'Just now', the browser '2m ago'.
    await page.clock.install({ time: Date.now() + 120_000 });
    await page.goto('/home');
    const card = page.getByRole('article').filter({ hasText: text });
    await expect(card.locator('time')).toHaveText('Just now');
    // Hydrated: the app answers a click through the router.
    await card.getByRole('link', { name: 'View post' }).click();
    await expect(page).toHaveURL(/\/posts\//);
    expect(warnings).toEqual([]);
  });
});
