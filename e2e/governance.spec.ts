import { createMember, uniqueTag } from './fixtures/members';
import { expect, type Page, test } from './fixtures/test';

// Governance (issue 14): votes are stored on the server, results show after voting and update live for
// everyone watching.

const proposal = (page: Page) => page.getByRole('article', { name: 'Publish a monthly AI transparency log' });

/** The proposal's results' total ('N votes'; no landmark of its own since issue #54). */
const results = (page: Page) => proposal(page).getByText(/^\d+ votes?$/);
const total = (page: Page, votes: number) =>
  proposal(page).getByText(votes === 1 ? '1 vote' : `${votes} votes`, { exact: true });

async function shownTotal(page: Page) {
  const text = (await results(page).textContent()) ?? '';
  return Number(/(\d+) votes?/.exec(text)?.[1] ?? Number.NaN);
}

async function openGovernanceLive(page: Page) {
  const streamOpened = page.waitForResponse(
    (response) => response.url().includes('/api/governance/stream') && response.status() === 200,
  );
  await page.goto('/governance');
  await streamOpened;
}

test('a vote shows results, can change, and another member’s vote updates them live', async ({ browser }) => {
  test.setTimeout(90_000);
  const alice = await createMember(browser, 'Alice', 'governance');
  const bob = await createMember(browser, 'Bobby', 'governance');

  await openGovernanceLive(alice.page);
  await expect(alice.page.getByRole('heading', { name: 'Platform Governance', level: 1 })).toBeVisible();
  for (const title of ['AI Governance', 'User Content Rights', 'Privacy Rights'])
    await expect(alice.page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(alice.page.getByText('Version 1.2')).toBeVisible();

  await expect(proposal(alice.page).getByText('Vote to see the results.')).toBeVisible();
  await proposal(alice.page).getByRole('button', { name: 'Support' }).click();
  await expect(proposal(alice.page).getByRole('button', { name: 'Support' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(results(alice.page)).toBeVisible();
  const before = await shownTotal(alice.page);
  expect(before).toBeGreaterThan(0);

  // Bob votes in his own browser; Alice's page follows without a reload.
  await openGovernanceLive(bob.page);
  await proposal(bob.page).getByRole('button', { name: 'Oppose' }).click();
  await expect(total(bob.page, before + 1)).toBeVisible();
  await expect(total(alice.page, before + 1)).toBeVisible();

  // Bob changes his mind: still one vote each; then he takes it back and Alice sees it go.
  await proposal(bob.page).getByRole('button', { name: 'Support' }).click();
  await expect(proposal(bob.page).getByRole('button', { name: 'Support' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(total(bob.page, before + 1)).toBeVisible();
  await proposal(bob.page).getByRole('button', { name: 'Support' }).click();
  await expect(proposal(bob.page).getByText('Vote to see the results.')).toBeVisible();
  await expect(total(alice.page, before)).toBeVisible();

  // A comment with a like becomes the top comment, with the author's first name and like count.
  const text = `Transparency builds trust ${uniqueTag()}`;
  await proposal(bob.page)
    .getByRole('button', { name: /comments?$/ })
    .click();
  await proposal(bob.page).getByLabel('Comment on Publish a monthly AI transparency log').fill(text);
  await proposal(bob.page).getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(proposal(bob.page).getByText(text)).toBeVisible();
  await proposal(alice.page)
    .getByRole('button', { name: /comments?$/ })
    .click();
  const aliceComment = proposal(alice.page)
    .getByRole('article', { name: 'Comment by Bobby' })
    .filter({ hasText: text });
  await aliceComment.getByRole('button', { name: 'Like comment, 0' }).click();
  const top = proposal(alice.page).getByRole('article', { name: 'Top comment' });
  await expect(top).toContainText('Bobby');
  await expect(top).toContainText(text);
  await expect(top.getByRole('button', { name: 'Like comment, 1' })).toHaveAttribute('aria-pressed', 'true');

  await alice.context.close();
  await bob.context.close();
});
