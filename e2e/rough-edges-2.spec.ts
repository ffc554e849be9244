import { createAdminSession, createMemberSession, signInThroughForm } from './fixtures/accounts';
import { commentByApi, createPostByApi, uniqueTag } from './fixtures/members';
import { devices, expect, expectConsoleError, type Page, test } from './fixtures/test';

// Issue 41: rough edges, round two.

/**
 * Links and buttons inside <main> whose centre is in the viewport but answers another element there
 * (elementFromPoint): something (a floating button) covers them.
 */
const coveredControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main a, main button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (y < 0 || y >= window.innerHeight || x < 0 || x >= window.innerWidth) return false;
        const hit = document.elementFromPoint(x, y);
        // A disabled control lets the point through to its own container, which does not count as covering.
        return hit !== null && !element.contains(hit) && !hit.contains(element);
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName),
  );

test.describe('rough edges, round two', () => {
  test('the desktop sidebar links to the Marketplace, marked when it is the current page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await createMemberSession(page, { firstName: 'Marta' });
    await page.goto('/home');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const marketplace = sidebar.getByRole('link', { name: 'Marketplace' });
    await expect(marketplace).toBeVisible();
    await expect(marketplace).not.toHaveAttribute('aria-current', 'page');
    await marketplace.click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(marketplace).toHaveAttribute('aria-current', 'page');
  });

  test('on a phone no floating button covers a link or button at the end of any member page', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      ...devices['iPhone 13'],
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const { me } = await createAdminSession(page);
    const created = await page.request.post('/api/circles', {
      data: { name: `Long page ${uniqueTag()}`, type: 'public' },
    });
    const circleId = ((await created.json()) as { id: string }).id;
    let postId = '';
    for (let index = 0; index < 4; index += 1)
      postId = await createPostByApi(page.request, `Phone post ${index}`, circleId);
    await commentByApi(page.request, postId, 'A comment at the end');

    const pages = [
      '/home',
      '/circles',
      `/circles/${circleId}`,
      `/circles/${circleId}/posts/${postId}`,
      '/marketplace',
      '/notifications',
      '/settings',
      '/governance',
      '/profile',
      `/members/${me.userHandle}`,
      '/search?q=phone',
      '/moderation',
      '/admin/verifications',
    ];
    const covered: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Create post' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Scrolled to the end, and laid out there: two animation frames after the scroll.
      await page.evaluate(async () => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      });
      const controls = await coveredControls(page);
      if (controls.length > 0) covered[path] = controls;
    }
    expect(covered).toEqual({});
    await context.close();
  });

  test('pages log nothing in normal use: a visitor on public pages, a member in a private window, an unknown post', async ({
    page,
    browser,
  }) => {
    // The shared fixture fails the test on any console error; warnings about push are checked here too.
    const pushWarnings: string[] = [];
    const visitor = await browser.newPage();
    for (const path of ['/', '/landing', '/pricing', '/auth/sign-in']) {
      await visitor.goto(path);
      await visitor.waitForLoadState('networkidle');
    }
    await visitor.close();

    const privateWindow = await browser.newContext({ serviceWorkers: 'allow' });
    const member = await privateWindow.newPage();
    member.on('console', (message) => {
      if (/push/i.test(message.text())) pushWarnings.push(message.text());
    });
    await createMemberSession(member, { firstName: 'Ivy' });
    for (const path of ['/home', '/settings', '/home']) {
      await member.goto(path);
      await member.waitForLoadState('networkidle');
    }
    expect(pushWarnings).toEqual([]);
    await privateWindow.close();

    await createMemberSession(page, { firstName: 'Nora' });
    const commentCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/.*\/comments/.test(request.url())) commentCalls.push(request.url());
    });
    // The post's own 404 is the answer this test asks for; its comments are never asked for.
    expectConsoleError(/status of 404/);
    await page.goto('/circles/world/posts/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(commentCalls).toEqual([]);
  });

  test('signing in during the grace period says, once, that the account deletion was cancelled', async ({
    page,
  }) => {
    const { account } = await createMemberSession(page, { firstName: 'Greta' });
    const scheduled = await page.request.post('/api/me/deletion', { data: { password: account.password } });
    expect(scheduled.status()).toBe(200);
    await page.goto('/auth/sign-in');
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/home$/);
    const notice = 'You signed in again, so your account will not be deleted.';
    await expect(page.getByText(notice)).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('main').getByText('Account deletion cancelled')).toBeVisible();
    // Once: not again on the next page.
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    await expect(page.getByText(notice)).toHaveCount(0);
  });
});
