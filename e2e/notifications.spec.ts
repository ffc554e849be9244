import { createMemberSession, uniqueEmail } from './fixtures/accounts';
import { commentByApi, createMember, createPostByApi, type Member } from './fixtures/members';
import { expect, type Page, test } from './fixtures/test';

// Notifications (issue 7): live arrival, click to open and read, mark all, the 99+ badge and Load more.

async function serverUnreadCount(member: Member) {
  const response = await member.page.request.get('/api/notifications/unread-count');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

/** The desktop sidebar's bell: its label carries the unread count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, .+ unread)?$/ });
const badge = (page: Page) => page.getByTestId('notifications-badge');
const dropdown = (page: Page) => page.getByRole('menu', { name: 'Notifications' });

/** Opens /home and waits until the live stream is connected. */
async function openHomeLive(page: Page) {
  const streamOpened = page.waitForResponse(
    (response) => response.url().includes('/api/notifications/stream') && response.status() === 200,
  );
  await page.goto('/home');
  await streamOpened;
}

test.describe('notifications', () => {
  test('a comment arrives live, opens the post and is read; mark all; outside click and Escape close', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const alice = await createMember(browser, 'Alice', 'notifications');
    const bob = await createMember(browser, 'Bob', 'notifications');
    const postId = await createPostByApi(alice, 'Hello from the notifications spec');

    await openHomeLive(alice.page);
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications');
    await expect(badge(alice.page)).toHaveCount(0);
    await bell(alice.page).click();
    await expect(dropdown(alice.page).getByText('No notifications yet')).toBeVisible();
    await alice.page.keyboard.press('Escape');
    await expect(dropdown(alice.page)).toBeHidden();
    await expect(bell(alice.page)).toBeFocused();

    // Bob comments; Alice's badge and list update without a reload.
    await commentByApi(bob, postId, 'What a lovely post');
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(badge(alice.page)).toHaveText('1');
    await bell(alice.page).click();
    const item = dropdown(alice.page).getByRole('menuitem', {
      name: new RegExp(`New comment ${bob.fullName} commented on your post Just now Unread`),
    });
    await expect(item).toBeVisible();

    // Clicking it marks it read and opens the post.
    await item.click();
    await expect(alice.page).toHaveURL(new RegExp(`/circles/world/posts/${postId}$`));
    await expect(dropdown(alice.page)).toBeHidden();
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications');
    await expect(badge(alice.page)).toHaveCount(0);
    await expect.poll(() => serverUnreadCount(alice)).toBe(0);

    // Two more arrive live; Mark all as read clears them.
    await commentByApi(bob, postId, 'Second thought');
    await commentByApi(bob, postId, 'Third thought');
    await expect(badge(alice.page)).toHaveText('2');
    await bell(alice.page).click();
    const menu = dropdown(alice.page);
    await expect(menu.getByRole('menuitem', { name: /Unread$/ })).toHaveCount(2);
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(badge(alice.page)).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: /Unread$/ })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: /commented on your post/ })).toHaveCount(3);
    await expect.poll(() => serverUnreadCount(alice)).toBe(0);

    // An outside click closes the dropdown.
    await alice.page.mouse.click(900, 700);
    await expect(dropdown(alice.page)).toBeHidden();

    // The page agrees with the dropdown, and links from it.
    await bell(alice.page).click();
    await dropdown(alice.page).getByRole('menuitem', { name: 'View all notifications' }).click();
    await expect(alice.page).toHaveURL(/\/notifications$/);
    await expect(alice.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(
      alice.page.getByRole('list', { name: 'Notification list' }).getByRole('listitem'),
    ).toHaveCount(3);

    await alice.context.close();
    await bob.context.close();
  });

  test('over 99 unread shows 99+; Load more pages through them 20 at a time', async ({ browser }) => {
    test.setTimeout(120_000);
    const alice = await createMember(browser, 'Anna', 'notifications');
    const bob = await createMember(browser, 'Ben', 'notifications');
    const postId = await createPostByApi(alice, 'A post that gets a lot of comments');
    for (let index = 1; index <= 101; index += 1) await commentByApi(bob, postId, `Comment number ${index}`);
    await expect.poll(() => serverUnreadCount(alice)).toBe(101);

    await openHomeLive(alice.page);
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications, 99+ unread');
    await expect(badge(alice.page)).toHaveText('99+');

    // The dropdown shows the first 20 and loads 20 more.
    await bell(alice.page).click();
    const menuItems = dropdown(alice.page).getByRole('menuitem', { name: /commented on your post/ });
    await expect(menuItems).toHaveCount(20);
    await dropdown(alice.page).getByRole('menuitem', { name: 'Load more' }).click();
    await expect(menuItems).toHaveCount(40);
    await alice.page.keyboard.press('Escape');

    // The page loads the rest; Load more goes once everything is there.
    await alice.page.goto('/notifications');
    const rows = alice.page.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
    await expect(rows).toHaveCount(20);
    const loadMore = alice.page.getByRole('button', { name: 'Load more' });
    for (const expected of [40, 60, 80, 100, 101]) {
      await loadMore.click();
      await expect(rows).toHaveCount(expected);
    }
    await expect(loadMore).toBeHidden();
    await expect(rows.last()).toContainText('commented on your post');

    // Unread only, then mark all as read from the page.
    await alice.page.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(rows).toHaveCount(20);
    await alice.page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(badge(alice.page)).toHaveCount(0);
    await expect(alice.page.getByText('You are all caught up.')).toBeVisible();
    await expect(alice.page.getByText('No unread notifications')).toBeVisible();
    await expect.poll(() => serverUnreadCount(alice)).toBe(0);

    await alice.context.close();
    await bob.context.close();
  });

  test('a fresh unread one becomes a browser notification that opens the post and closes after 5 s', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const alice = await createMember(browser, 'Amy', 'notifications');
    const bob = await createMember(browser, 'Bill', 'notifications');
    const postId = await createPostByApi(alice, 'A post for browser notifications');
    // Stand in for the browser's Notification, with permission granted, to see what the app shows.
    await alice.context.addInitScript(() => {
      type Shown = { title: string; body?: string; closed: boolean; onclick: (() => void) | null };
      const shown: Shown[] = [];
      class RecordingNotification {
        static permission = 'granted';
        static requestPermission = async () => 'granted';
        title: string;
        body?: string;
        closed = false;
        onclick: (() => void) | null = null;
        constructor(title: string, options?: { body?: string }) {
          this.title = title;
          this.body = options?.body;
          shown.push(this);
        }
        close() {
          this.closed = true;
        }
      }
      Object.assign(window, { Notification: RecordingNotification, shownNotifications: shown });
    });
    type Recorded = { title: string; body?: string; closed: boolean };
    const shown = () =>
      alice.page.evaluate(() =>
        (window as unknown as { shownNotifications: Recorded[] }).shownNotifications.map(
          ({ title, body, closed }) => ({ title, body, closed }),
        ),
      );

    await openHomeLive(alice.page);
    await commentByApi(bob, postId, 'Ping!');
    await expect(badge(alice.page)).toHaveText('1');
    await expect
      .poll(shown)
      .toEqual([{ title: 'New comment', body: `${bob.fullName} commented on your post`, closed: false }]);
    await expect.poll(async () => (await shown())[0]?.closed, { timeout: 8_000 }).toBe(true);

    // Clicking it opens the post and marks it read.
    await alice.page.evaluate(() =>
      (
        window as unknown as { shownNotifications: { onclick: () => void }[] }
      ).shownNotifications[0]?.onclick(),
    );
    await expect(alice.page).toHaveURL(new RegExp(`/circles/world/posts/${postId}$`));
    await expect(badge(alice.page)).toHaveCount(0);
    await expect.poll(() => serverUnreadCount(alice)).toBe(0);

    await alice.context.close();
    await bob.context.close();
  });

  test('on a phone the top bar has the bell and the menu links to the page with the count', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await createMemberSession(page, { firstName: 'Mia', email: uniqueEmail('notifications-mia') });
    const bob = await createMember(browser, 'Basil', 'notifications');
    const postId = await createPostByApi(page.request, 'Posted from a phone');

    await openHomeLive(page);
    await commentByApi(bob, postId, 'Nice one');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await banner.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await expect(dropdown(page).getByRole('menuitem', { name: /commented on your post/ })).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(dropdown(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuLink = page.getByRole('dialog').getByRole('link', { name: /Notifications/ });
    await expect(menuLink).toContainText('1');
    await menuLink.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('list', { name: 'Notification list' }).getByRole('listitem')).toHaveCount(1);

    await context.close();
    await bob.context.close();
  });
});
