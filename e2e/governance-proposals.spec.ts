import { createMember, uniqueTag } from './fixtures/members';
import { expect, type Page, test } from './fixtures/test';

// Governance made by members (issue #40): one member proposes a new text for a policy area in the browser; the
// proposal page shows the current text beside the proposed one; another member supports it in their own browser,
// and the proposer's page follows live.

async function openLive(page: Page, path: string) {
  const streamOpened = page.waitForResponse(
    (response) => response.url().includes('/api/governance/stream') && response.status() === 200,
  );
  await page.goto(path);
  await streamOpened;
}

test('a member proposes a change; another supports it and the results update live', async ({ browser }) => {
  test.setTimeout(90_000);
  const alice = await createMember(browser, 'Alice', 'proposals');
  const bob = await createMember(browser, 'Bobby', 'proposals');
  const title = `Plain-language summaries ${uniqueTag()}`;

  await alice.page.goto('/governance');
  const area = alice.page.getByRole('region', { name: 'Privacy Rights' });
  await area.getByRole('button', { name: 'Propose a change' }).click();
  const dialog = alice.page.getByRole('dialog', { name: 'Propose a change to Privacy Rights' });
  await dialog.getByLabel('Title').fill('ab');
  await dialog.getByRole('button', { name: 'Propose' }).click();
  await expect(dialog.getByText('Title must be between 3 and 120 characters')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Why this change (optional)').fill('A short summary helps everyone.');
  const text = dialog.getByLabel('Proposed policy text');
  await expect(text).toHaveValue(/Circles keeps only what it needs/);
  await text.fill(
    'Circles keeps only what it needs to run your account, and explains it in plain language. You can download your data or delete your account at any time.',
  );
  await dialog.getByRole('button', { name: 'Propose' }).click();

  // The proposal's page: open with the time left, the texts side by side, words marked.
  await expect(alice.page).toHaveURL(/\/governance\/proposals\//);
  await expect(alice.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(alice.page.getByText('Open · 7 days left')).toBeVisible();
  const proposed = alice.page.getByRole('region', { name: 'Proposed text' });
  await expect(proposed.locator('ins').filter({ hasText: 'plain' })).toBeVisible();
  const current = alice.page.getByRole('region', { name: /^Current policy · version 1\.5/ });
  await expect(current.locator('del').first()).toBeVisible();
  const proposalPath = new URL(alice.page.url()).pathname;

  // Alice supports her own proposal and sees the results; then she watches.
  await openLive(alice.page, proposalPath);
  await alice.page.getByRole('button', { name: 'Support' }).click();
  await expect(alice.page.getByText('1 vote', { exact: true })).toBeVisible();

  // Bob finds it on the governance page, opens it and supports it.
  await bob.page.goto('/governance');
  await bob.page.getByRole('link', { name: title, exact: true }).click();
  await expect(bob.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(bob.page.getByText('Vote to see the results.')).toBeVisible();
  await bob.page.getByRole('button', { name: 'Support' }).click();
  await expect(bob.page.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bob.page.getByText('2 votes')).toBeVisible();
  await expect(bob.page.getByText('100% support')).toBeVisible();

  // Alice's page follows without a reload.
  await expect(alice.page.getByText('2 votes')).toBeVisible();

  // Bob comments; the discussion is on the page.
  const comment = `Yes, please ${uniqueTag()}`;
  await bob.page.getByLabel(`Comment on ${title}`).fill(comment);
  await bob.page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(bob.page.getByText(comment)).toBeVisible();
  await expect(alice.page.getByText(comment)).toBeVisible();

  // Issue #54: the rule shows while open, and the author is told of Bob's comment.
  await expect(alice.page.getByText(/To pass: at least \d+ votes?, more than \d+% support/)).toBeVisible();
  await alice.page.goto('/notifications');
  await expect(alice.page.getByText(`commented on "${title}".`, { exact: false })).toBeVisible();

  // The area's history holds its first text.
  await alice.page.goto('/governance');
  await alice.page
    .getByRole('region', { name: 'Privacy Rights' })
    .getByRole('link', { name: /History of versions/ })
    .click();
  await expect(alice.page.getByRole('heading', { name: 'Privacy Rights', level: 1 })).toBeVisible();
  await expect(alice.page.getByRole('heading', { name: 'Version 1.5' })).toBeVisible();

  await alice.context.close();
  await bob.context.close();
});
