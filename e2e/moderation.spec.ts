import { createAdminSession, createMemberSession } from './fixtures/accounts';
import { createPostByApi, uniqueTag } from './fixtures/members';
import { sameOrigin } from './fixtures/origin';
import { expect, type Page, test } from './fixtures/test';

const shotsDir = process.env.MODERATION_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

// Moderation (issue 17): a member reports a post, the admin removes it from /moderation, the author is told why.
test('report → the admin removes the post from /moderation → the author sees the reason', async ({
  page,
  browser,
}) => {
  const text = `Cheap pills, click here ${uniqueTag()}`;
  const reason = `Advertising is not allowed ${uniqueTag()}`;
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await createMemberSession(authorPage, { firstName: 'Spencer' });
  const firstText = `Pills for sale ${uniqueTag()}`;
  const postId = await createPostByApi(authorPage.request, firstText);
  // An edit cannot hide what was written: moderators see the earlier version.
  const edited = await authorPage.request.patch(`/api/posts/${postId}`, {
    data: { content: text },
    headers: sameOrigin,
  });
  expect(edited.status()).toBe(200);

  // A member reports it from the post's menu.
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await createMemberSession(reporter, { firstName: 'Rita' });
  await reporter.goto('/home');
  await expect(reporter.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  const card = reporter.getByRole('article').filter({ hasText: text });
  await card.getByRole('button', { name: 'Post options' }).click();
  await reporter.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = reporter.getByRole('dialog', { name: /^Report this post by/ });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam or scam' }).check();
  await dialog.getByLabel(/Anything else moderators should know/).fill('Selling pills to everyone');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    reporter.getByText('Thanks for telling us. Moderators will look at your report.'),
  ).toBeVisible();
  await reporterContext.close();

  // The admin finds it on /moderation, in context, and removes it with a reason.
  await createAdminSession(page);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Moderation' }).click();
  await expect(page).toHaveURL(/\/moderation$/);
  const item = page.getByRole('article').filter({ hasText: text });
  await expect(item).toContainText('Spam or scam');
  await expect(item).toContainText('Selling pills to everyone');
  await expect(item).toContainText('Spencer');
  await item.getByText('Edited once: earlier versions').click();
  await expect(item.getByText(firstText)).toBeVisible();
  await shot(page, 'moderation-queue-light');
  await item.getByRole('button', { name: 'Remove post' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove this post?' });
  await remove.getByLabel('Reason (the author reads it)').fill(reason);
  await remove.getByRole('button', { name: 'Remove post' }).click();
  await expect(page.getByText('Removed. The author was told why.')).toBeVisible();
  await expect(item).toHaveCount(0);

  // The audit log keeps it.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(reason);
  await expect(page.getByRole('tabpanel')).toContainText(text);

  // The author is told why.
  await authorPage.goto('/notifications');
  await expect(authorPage.getByText(`A moderator removed your post: ${reason}`)).toBeVisible();
  await authorPage.goto('/home');
  await expect(authorPage.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  await authorContext.close();
});

test('/moderation fits a 390 px phone and works from the keyboard', async ({ page, browser }) => {
  const text = `Rude words ${uniqueTag()}`;
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await createMemberSession(other, { firstName: 'Rowan' });
  const postId = await createPostByApi(other.request, text);
  await createAdminSession(page);
  const reported = await page.request.post('/api/reports', {
    data: { targetType: 'post', targetId: postId, reason: 'harassment', details: 'Insults in every line' },
  });
  expect(reported.status()).toBe(201);
  await otherContext.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/moderation');
  const item = page.getByRole('article').filter({ hasText: text });
  await expect(item).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'moderation-phone-light');

  // Keyboard: the tabs move with the arrows; the Dismiss button is reachable with Tab and works with Enter.
  const reportsTab = page.getByRole('tab', { name: /Reports/ });
  await reportsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Suspensions' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Suspensions' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(reportsTab).toBeFocused();
  const dismiss = item.getByRole('button', { name: 'Dismiss' });
  for (let i = 0; i < 12; i++) {
    if (await dismiss.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(dismiss).toBeFocused();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shot(page, 'moderation-phone-dark');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reports dismissed.')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('a reported listing opens on its marketplace page from its queue card', async ({ page, browser }) => {
  const title = `Too good to be true ${uniqueTag()}`;
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await createMemberSession(seller, { firstName: 'Sid' });
  const listed = await seller.request.post('/api/marketplace/listings', {
    data: {
      title,
      description: 'A brand new phone for almost nothing.',
      category: 'electronics',
      priceCents: 500,
      currency: 'EUR',
      condition: 'new',
      location: 'Lille',
      photos: [],
    },
  });
  expect(listed.status()).toBe(201);
  const listing = (await listed.json()) as { id: string };
  await sellerContext.close();
  await createAdminSession(page);
  const reported = await page.request.post('/api/reports', {
    data: { targetType: 'listing', targetId: listing.id, reason: 'spam' },
  });
  expect(reported.status()).toBe(201);

  await page.goto('/moderation');
  const item = page.getByRole('article').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: 'Remove listing' })).toBeVisible();
  await shot(page, 'moderation-listing-light');
  // Remove asks for the reason the seller reads; Cancel leaves the listing alone.
  await item.getByRole('button', { name: 'Remove listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this listing?' });
  await expect(dialog.getByLabel('Reason (the author reads it)')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'moderation-remove-listing-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await item.getByRole('link', { name: 'View listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/listings/${listing.id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
