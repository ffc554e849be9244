import { createMemberSession } from './fixtures/accounts';
import { createPostByApi, uniqueTag } from './fixtures/members';
import { expect, expectConsoleError, test } from './fixtures/test';

// Blocks (issue 17): from a post's menu or a profile, explained first, listed in Settings with Unblock.
test('blocking a member hides their posts and profile both ways; Settings unblocks them', async ({
  page,
  browser,
}) => {
  // A blocked member's profile answers 404 both ways: what this test checks.
  expectConsoleError(/status of 404/);
  const text = `Pushy news ${uniqueTag()}`;
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const { me: pushy } = await createMemberSession(other, { firstName: 'Pushkin' });
  await createPostByApi(other.request, text);

  const { me } = await createMemberSession(page, { firstName: 'Blanca' });
  const mine = `Blanca writes ${uniqueTag()}`;
  await createPostByApi(page.request, mine);
  await page.goto('/home');
  const card = page.getByRole('article').filter({ hasText: text });
  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: `Block @${pushy.userHandle}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block @${pushy.userHandle}?` });
  await expect(dialog).toContainText('They are not told.');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText(`Blocked @${pushy.userHandle}.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The blocked member no longer finds the blocker's profile or posts.
  await other.goto(`/members/${me.userHandle}`);
  await expect(other.getByText('Member not found')).toBeVisible();
  await other.goto('/home');
  await expect(other.getByRole('article').filter({ hasText: text })).toBeVisible();
  await expect(other.getByRole('article').filter({ hasText: mine })).toHaveCount(0);

  await page.goto('/settings');
  const blocked = page.getByRole('region', { name: 'Blocked' });
  await expect(blocked.getByText(`@${pushy.userHandle}`)).toBeVisible();
  await blocked.getByRole('button', { name: `Unblock @${pushy.userHandle}` }).click();
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  await otherContext.close();
});

test('a profile offers Block, and blocking leaves the profile for home', async ({ page, browser }) => {
  // Known leftover (issue #41): blocking refetches the profile's own post list before the page leaves for home,
  // and the server answers it 404 (the member is blocked now).
  expectConsoleError(/status of 404/);
  const otherContext = await browser.newContext();
  const { me: target } = await createMemberSession(await otherContext.newPage(), { firstName: 'Tarquin' });
  await otherContext.close();
  await createMemberSession(page, { firstName: 'Prudence' });
  await page.goto(`/members/${target.userHandle}`);
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Block @${target.userHandle}?` })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/members/${target.userHandle}`);
  await expect(page.getByText('Member not found')).toBeVisible();
});
