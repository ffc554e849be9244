import { createMember, uniqueTag } from './fixtures/members';
import { sameOrigin } from './fixtures/origin';
import { expect, test } from './fixtures/test';

// Issue #40: 'Message seller' on a listing opens a direct message to the seller that starts with the listing's
// title and link; the seller sees the conversation. The seller has no such button on their own listing.
test('a member messages the seller from a listing, and the seller sees the conversation', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seller = await createMember(browser, 'Ada', 'message-seller');
  const buyer = await createMember(browser, 'Bram', 'message-seller');
  const title = `Walnut bookshelf ${uniqueTag()}`;
  const created = await seller.page.request.post('/api/marketplace/listings', {
    headers: sameOrigin,
    data: {
      title,
      description: 'Five shelves, solid walnut.',
      category: 'furniture',
      priceCents: 12000,
      currency: 'EUR',
      condition: 'good',
      location: 'Ghent',
      photos: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The seller's own listing offers Edit, not Message seller.
  await seller.page.goto(`/marketplace/listings/${id}`);
  await expect(seller.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(seller.page.getByRole('link', { name: 'Message seller' })).toHaveCount(0);

  await buyer.page.goto(`/marketplace/listings/${id}`);
  await buyer.page.getByRole('link', { name: 'Message seller' }).click();
  await expect(buyer.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(buyer.page.getByRole('heading', { name: seller.fullName })).toBeVisible();
  const composer = buyer.page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(composer).toHaveValue(
    `Hi! I'm interested in “${title}”: ${new URL(buyer.page.url()).origin}/marketplace/listings/${id}`,
  );
  await buyer.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyer.page.getByRole('list', { name: 'Messages' })).toContainText(title);
  await expect(composer).toHaveValue('');

  // The seller finds the conversation in Messages, with the listing's title and link.
  await seller.page.goto('/messages');
  const row = seller.page.getByRole('link', { name: `${buyer.fullName}, 1 unread` });
  await expect(row).toContainText(title);
  await row.click();
  const messages = seller.page.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText(title);

  await seller.context.close();
  await buyer.context.close();
});
