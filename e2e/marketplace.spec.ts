import { createMemberSession } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

// Marketplace (issue 14, SPEC §2): search, the 'Save to Shopping Circle?' prompt for a Ford truck, the
// Shopping circle in the sidebar, category pages and a listing's own page.

test('searching for a Ford truck offers the Shopping circle; No, thanks then Yes saves it there', async ({
  page,
}) => {
  await createMemberSession(page, { firstName: 'Marta' });
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Browse Categories' });
  for (const label of [
    'Vehicles',
    'Home & Garden',
    'Electronics',
    'Fashion',
    'Sports',
    'Furniture',
    'Hobbies',
    'Jobs',
  ])
    await expect(categories.getByRole('link', { name: label })).toBeVisible();

  const search = page.getByPlaceholder('Search marketplace...');
  await search.fill('ford TRUCK');
  await search.press('Enter');
  const prompt = page.getByRole('dialog', { name: 'Save to Shopping Circle?' });
  await expect(prompt).toBeVisible();
  // The prompt names the best match, which is the listing Yes would save.
  await expect(prompt).toContainText(/Keep “[^”]*Ford[^”]*truck”/i);
  await prompt.getByRole('button', { name: 'No, thanks' }).click();
  await expect(prompt).toBeHidden();
  // The results stay, served by the API (the dialog hid them from assistive technology while open).
  const results = page.getByRole('list', { name: 'Results for “ford TRUCK”' });
  await expect(results.getByRole('link', { name: /2018 Ford F-150 XLT pickup truck/ })).toBeVisible();
  await expect(results.getByRole('link', { name: /Ford Ranger/ })).toBeVisible();
  await expect(results.getByRole('link', { name: /Honda/ })).toHaveCount(0);
  const personal = page.getByRole('list', { name: 'Personal' });
  await expect(personal.getByRole('link', { name: 'Shopping' })).toHaveCount(0);

  // Another word search does not ask.
  await search.fill('guitar');
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Results for “guitar”' }).getByRole('link')).toHaveCount(1);
  await expect(prompt).toBeHidden();

  await search.fill('Looking for a Ford Truck');
  await search.press('Enter');
  await expect(prompt).toContainText(/Keep “[^”]*Ford[^”]*truck”/i);
  const promptText = (await prompt.textContent()) ?? '';
  const chosen = /Keep “([^”]+)”/.exec(promptText)?.[1] ?? '';
  await prompt.getByRole('button', { name: 'Yes, create circle' }).click();
  await expect(prompt).toBeHidden();
  await personal.getByRole('link', { name: 'Shopping' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping', level: 1 })).toBeVisible();
  await expect(page.getByText('saved marketplace items')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Saved listings' }).getByRole('link', { name: new RegExp(chosen) }),
  ).toBeVisible();
});

test('a category page lists its listings and a listing opens on its own page', async ({ page }) => {
  await createMemberSession(page, { firstName: 'Carlo' });
  await page.goto('/marketplace');
  await page.getByRole('region', { name: 'Browse Categories' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const listings = page.getByRole('list', { name: 'Listings in Jobs' });
  await listings.getByRole('link', { name: /Part-time barista/ }).click();
  await expect(page.getByRole('heading', { name: 'Part-time barista, weekend mornings' })).toBeVisible();
  await expect(page.getByText('$18/hr')).toBeVisible();
  await page.getByRole('button', { name: 'Save to Shopping' }).click();
  await expect(page.getByRole('button', { name: 'Saved in Shopping' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('list', { name: 'Personal' }).getByRole('link', { name: 'Shopping' }),
  ).toBeVisible();
});
