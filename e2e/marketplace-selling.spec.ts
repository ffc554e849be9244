import { expectNoViolations } from './fixtures/axe';
import { pngFile } from './fixtures/media';
import { createMember, uniqueTag } from './fixtures/members';
import { sameOrigin } from './fixtures/origin';
import { expect, test } from './fixtures/test';

// Issue #40: a member lists an item with a photo; another member finds it by a search with a typo, opens it and
// saves it to their Shopping circle, where it is listed.

test('a member sells an item with a photo; another finds it despite a typo and saves it', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const title = `Hohner accordion ${tag}`;
  const seller = await createMember(browser, 'Selma', 'selling');
  const buyer = await createMember(browser, 'Bruno', 'selling');

  const page = seller.page;
  await page.goto('/marketplace');
  await page.getByRole('link', { name: 'Sell something' }).click();
  await expect(page.getByRole('heading', { name: 'Sell something', level: 1 })).toBeVisible();
  // Nothing filled in: each field says what it needs.
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByText('Give your listing a title.')).toBeVisible();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await expect(page.getByText('Enter a price from 0 to 10,000,000.')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Red piano accordion, 48 bass, with its case and straps.');
  await page.getByLabel('Category').selectOption({ label: 'Hobbies' });
  await page.getByLabel('Condition').selectOption({ label: 'Good' });
  await page.getByLabel('Price').fill('350');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Location').fill('Porto');
  await page.getByLabel('Add photos').setInputFiles(pngFile(800, 600));
  await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish listing' })).toBeEnabled();
  await page.getByRole('button', { name: 'Publish listing' }).click();

  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('€350')).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark sold' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to Shopping' })).toHaveCount(0);

  const other = buyer.page;
  await other.goto('/marketplace');
  const search = other.getByPlaceholder('Search marketplace...');
  await search.fill('hohner acordion');
  await search.press('Enter');
  const results = other.getByRole('list', { name: 'Results for “hohner acordion”' });
  await results.getByRole('link', { name: new RegExp(tag) }).click();
  await expect(other.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(other.getByText('Selma Tester')).toBeVisible();
  await expect(other.getByText(/Member since/)).toBeVisible();
  await expect(other.getByText(/^Condition:\s*Good$/)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Save to Shopping' }).click();
  await expect(other.getByRole('button', { name: 'Saved in Shopping' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await other.getByRole('list', { name: 'Personal' }).getByRole('link', { name: 'Shopping' }).click();
  await expect(
    other.getByRole('list', { name: 'Saved listings' }).getByRole('link', { name: new RegExp(tag) }),
  ).toBeVisible();

  // The seller marks it sold: it leaves the search results.
  await page.getByRole('button', { name: 'Mark sold' }).click();
  await expect(page.getByText('Sold', { exact: true })).toBeVisible();
  await other.goto('/marketplace?q=hohner%20acordion');
  await expect(other.getByRole('link', { name: new RegExp(tag) })).toHaveCount(0);

  await seller.context.close();
  await buyer.context.close();
});

test('the selling screens pass axe in light and dark: the form with its messages, the listing, browse', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await createMember(browser, 'Axel', 'selling-axe');
  const page = seller.page;
  const created = await page.request.post('/api/marketplace/listings', {
    headers: sameOrigin,
    data: {
      title: `Axe-checked lamp ${uniqueTag()}`,
      description: 'Brass desk lamp.',
      category: 'furniture',
      priceCents: 4550,
      currency: 'GBP',
      condition: 'fair',
      location: 'Leeds',
      photos: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id, title } = (await created.json()) as { id: string; title: string };

  await expectNoViolations(page, '/marketplace/sell', async (form) => {
    await form.getByRole('button', { name: 'Publish listing' }).click();
    await expect(form.getByText('Give your listing a title.')).toBeVisible();
  });
  await expectNoViolations(page, `/marketplace/listings/${id}`, async (listing) => {
    await expect(listing.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(listing.getByText('£45.50')).toBeVisible();
  });
  await expectNoViolations(page, '/marketplace?sort=price-desc&min=10&max=100', async (browse) => {
    await expect(
      browse.getByRole('list', { name: 'Fresh listings' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(browse.getByRole('list', { name: 'Your listings' })).toBeVisible();
  });
  await seller.context.close();
});
