import { createMemberSession } from './fixtures/accounts';
import { createPostByApi, uniqueTag } from './fixtures/members';
import { expect, test } from './fixtures/test';

// Favorites (issue 14): save a post from its card, see it under /circles/favorites and counted in the sidebar,
// then remove it again.

test('save a post to Favorites and remove it again', async ({ page }) => {
  await createMemberSession(page, { firstName: 'Fiona' });
  const text = `Keep this one ${uniqueTag()}`;
  await createPostByApi({ page }, text);

  await page.goto('/home');
  const card = page.getByRole('article').filter({ hasText: text });
  const personal = page.getByRole('list', { name: 'Personal' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(personal.getByRole('link', { name: /Favorites/ })).toBeVisible();
  await expect(personal.getByText('Saved items:')).toHaveCount(0);

  await card.getByRole('button', { name: 'Save to Favorites' }).click();
  await expect(card.getByRole('button', { name: 'Remove from Favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(personal.getByRole('link', { name: /Favorites.*Saved items: 1/ })).toBeVisible();

  await personal.getByRole('link', { name: /Favorites/ }).click();
  await expect(page).toHaveURL(/\/circles\/favorites$/);
  await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
  const saved = page.getByRole('article').filter({ hasText: text });
  await expect(saved).toBeVisible();
  await expect(saved.getByText('Fiona Lovelace')).toBeVisible();
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();

  await saved.getByRole('button', { name: 'Remove from Favorites' }).click();
  await expect(personal.getByText('Saved items:')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No saved items yet')).toBeVisible();
});
