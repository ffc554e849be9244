import { expect, test } from '@playwright/test';
import { createMemberSession } from './fixtures/accounts';
import { createPostByApi, uniqueTag } from './fixtures/members';

/** What the member page's document asks for at once (apps/web/build/prerender.ts memberPages). */
const firstData = ['/api/auth/get-session', '/api/me', '/api/feed/home'];

test.describe("a member's first visit to /home (issue #16)", () => {
  test('the document shows the shell frame, greets the member and names the first data only for a member', async ({
    page,
    request,
  }) => {
    const visitor = await (await request.get('/home')).text();
    expect(visitor).toContain('<div id="root"></div>');
    expect(visitor).not.toContain('as="fetch"');
    // A cookie that names no session is a visitor's.
    const forged = await (
      await request.get('/home', { headers: { Cookie: 'circles.session_token=forged.x' } })
    ).text();
    expect(forged).toContain('<div id="root"></div>');

    const { me } = await createMemberSession(page);
    const response = await page.request.get('/home');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const member = await response.text();
    expect(member).toContain('<div id="root" data-member-shell>');
    expect(member).toContain(`Welcome, ${me.firstName}. For you: the latest posts from your circles.`);
    expect(member).not.toContain('%%');
    for (const url of firstData) {
      expect(member).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
    }
    expect(member).toMatch(/data-preload="[^"]*\/assets\/home-page-[\w-]+\.js/);
  });

  test('a member whose profile is not complete gets the plain document (the app sends them to set it up)', async ({
    page,
  }) => {
    await createMemberSession(page, { completeProfile: false });
    expect(await (await page.request.get('/home')).text()).toContain('<div id="root"></div>');
  });

  test("the frame shows the page's header before the app's code runs, where the page draws it", async ({
    page,
  }) => {
    const { me } = await createMemberSession(page);
    const greeting = page.getByText(`Welcome, ${me.firstName}. For you: the latest posts from your circles.`);
    // A phone, and a wide screen with the Amigo panel beside the page.
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.route('**/start-app.js', (route) => route.abort());
      await page.goto('/home');
      await expect(page.locator('#root[data-member-shell]')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
      const inFrame = await greeting.boundingBox();
      await page.unroute('**/start-app.js');
      await page.goto('/home');
      await expect(page.locator('#root')).not.toHaveAttribute('data-member-shell');
      // The same box: the page paints no larger text, so the frame's paint stays the largest (LCP).
      expect(await greeting.boundingBox(), `${viewport.width} px`).toEqual(inFrame);
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
    await page.goto('/home');

    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByText(`Welcome, ${me.firstName}.`)).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-member-shell');
    // The frame is gone, not left beside the shell: one page landmark.
    await expect(page.getByRole('main')).toHaveCount(1);
    // A preload the app did not take up would be fetched a second time (and warned about).
    for (const url of firstData)
      expect(
        requested.filter((path) => path === url),
        url,
      ).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
