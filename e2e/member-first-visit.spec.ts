import { expect, test } from '@playwright/test';
import { createMemberSession } from './fixtures/accounts';
import { createPostByApi, uniqueTag } from './fixtures/members';

/** What the member page's document asks for at once (apps/web/build/prerender.ts memberPages). */
const preloaded = ['/api/auth/get-session'];
/** What the server answers in the document instead (apps/web/src/member-document.tsx). */
const answered = ['/api/me', '/api/feed/home'];

test.describe("a member's first visit to /home (issue #16)", () => {
  test("the document shows the member's page in the shell frame and carries its first answers, only for a member", async ({
    page,
    request,
  }) => {
    const visitor = await (await request.get('/home')).text();
    expect(visitor).toContain('<div id="root"></div>');
    expect(visitor).not.toContain('as="fetch"');
    expect(visitor).not.toContain('member-answers');
    // A cookie that names no session is a visitor's.
    const forged = await (
      await request.get('/home', { headers: { Cookie: 'circles.session_token=forged.x' } })
    ).text();
    expect(forged).toContain('<div id="root"></div>');

    const { me } = await createMemberSession(page);
    const text = `Drawn by the server ${uniqueTag()} </script><script>window.hacked = 1</script>`;
    await createPostByApi(page.request, text);
    const response = await page.request.get('/home');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const member = await response.text();
    expect(member).toContain('<div id="root" data-member-shell inert>');
    expect(member).toContain(`Welcome, ${me.firstName}. For you: the latest posts from your circles.`);
    // The post's text is the page's text, escaped in the markup and in the answers' data block.
    expect(member).toContain(text.replaceAll('<', '&lt;'));
    expect(member).not.toContain('</script><script>window.hacked');
    const answers = /<script type="application\/json" id="member-answers">(.*?)<\/script>/s.exec(member)?.[1];
    const parsed = JSON.parse(answers ?? 'null') as Record<string, { posts?: { content: string }[] }>;
    expect(Object.keys(parsed)).toEqual(answered);
    expect(parsed['/api/feed/home']?.posts?.[0]?.content).toBe(text);
    expect(member).not.toContain('%%');
    for (const url of preloaded) {
      expect(member).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
    }
    for (const url of answered) expect(member).not.toContain(`href="${url}"`);
    expect(member).toMatch(/data-preload="[^"]*\/assets\/home-page-[\w-]+\.js/);
  });

  test('a member whose profile is not complete gets the plain document (the app sends them to set it up)', async ({
    page,
  }) => {
    await createMemberSession(page, { completeProfile: false });
    expect(await (await page.request.get('/home')).text()).toContain('<div id="root"></div>');
  });

  test("the frame shows the page's header and first posts before the app's code runs, where the page draws them", async ({
    page,
  }) => {
    const { me } = await createMemberSession(page);
    const text = `Before any script ${uniqueTag()}`;
    await createPostByApi(page.request, text);
    const greeting = page.getByText(`Welcome, ${me.firstName}. For you: the latest posts from your circles.`);
    const post = page.getByText(text);
    // A phone, and a wide screen with the Amigo panel beside the page.
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.route('**/start-app.js', (route) => route.abort());
      await page.goto('/home');
      await expect(page.locator('#root[data-member-shell]')).toBeAttached();
      await expect(page.locator('#root h1')).toHaveText('Home');
      await expect(post).toBeVisible();
      const inFrame = { greeting: await greeting.boundingBox(), post: await post.boundingBox() };
      await page.unroute('**/start-app.js');
      await page.goto('/home');
      await expect(page.locator('#root')).not.toHaveAttribute('data-member-shell');
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      // The same boxes: the page paints no larger text, so the frame's paint stays the largest (LCP).
      expect(
        { greeting: await greeting.boundingBox(), post: await post.boundingBox() },
        `${viewport.width} px`,
      ).toEqual(inFrame);
    }
  });

  test('the page replaces the frame, and each early request is the one the app uses', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The E2E config blocks the service worker, which the app reports.
      if (message.text().includes('Service Worker registration blocked')) return;
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));

    const { me } = await createMemberSession(page);
    const text = `First visit ${uniqueTag()}`;
    await createPostByApi(page.request, text);
    // Every change to the document, from its first bytes: once the post is on screen it stays there (the app's
    // page is swapped in whole), the feed's loading skeletons never show, and the frame is inert as long as it is
    // on screen (a tap on it would do nothing).
    await page.addInitScript((postText) => {
      const seen = { post: false, postLeft: false, skeletons: false, liveFrame: false };
      Object.assign(window, { firstVisit: seen });
      new MutationObserver(() => {
        const hasPost = document.body?.textContent?.includes(postText) ?? false;
        if (seen.post && !hasPost) seen.postLeft = true;
        seen.post ||= hasPost;
        if (document.querySelector('[aria-label="Loading posts"]')) seen.skeletons = true;
        if (document.querySelector('[data-member-shell]:not([inert])')) seen.liveFrame = true;
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    }, text);
    await page.goto('/home');

    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByText(`Welcome, ${me.firstName}.`)).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-member-shell');
    // The frame is gone, not left beside the shell: one page landmark.
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { firstVisit: object }).firstVisit)).toEqual({
      post: true,
      postLeft: false,
      skeletons: false,
      liveFrame: false,
    });
    // A preload the app did not take up would be fetched a second time (and warned about); what the document
    // answered is not asked for at all.
    for (const url of preloaded)
      expect(
        requested.filter((path) => path === url),
        url,
      ).toHaveLength(1);
    for (const url of answered) expect(requested, url).not.toContain(url);
    // The page goes on from there: the post's link and the next request for the feed go to the server.
    await page.getByRole('link', { name: 'View post' }).first().click();
    await expect(page.getByText(text)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
