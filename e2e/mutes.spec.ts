import { createMemberSession } from './fixtures/accounts';
import { createPostByApi, uniqueTag } from './fixtures/members';
import { expect, test } from './fixtures/test';

// Mutes (issue 17): from a post's menu, listed in Settings with Unmute.
test('muting a member takes their posts out of home; Settings unmutes them', async ({ page, browser }) => {
  const text = `Loud news ${uniqueTag()}`;
  const loudContext = await browser.newContext();
  const loud = await loudContext.newPage();
  const { me } = await createMemberSession(loud, { firstName: 'Loudon' });
  await createPostByApi(loud.request, text);
  await loudContext.close();

  await createMemberSession(page, { firstName: 'Quinn' });
  await page.goto('/home');
  const card = page.getByRole('article').filter({ hasText: text });
  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: `Mute @${me.userHandle}` }).click();
  await expect(page.getByText(`Muted @${me.userHandle}.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/settings');
  const muted = page.getByRole('region', { name: 'Muted' });
  await expect(muted.getByRole('link', { name: new RegExp(`@${me.userHandle}`) })).toBeVisible();
  await muted.getByRole('button', { name: `Unmute @${me.userHandle}` }).click();
  await expect(muted.getByText('You have not muted anyone.')).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
});
