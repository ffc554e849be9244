import { createMemberSession } from './fixtures/accounts';
import { devices, expect, test } from './fixtures/test';

// Amigo (issue 14, SPEC §1, §5): contextual tips on every screen, send disabled when empty, a canned reply that
// knows the screen, the conversation kept for the session; a dialog on small screens.

test.use({ viewport: { width: 1440, height: 900 } });

test('the panel’s tips differ between /home and /governance; the conversation survives a reload', async ({
  page,
}) => {
  await createMemberSession(page, { firstName: 'Amanda' });
  await page.goto('/home');
  const amigo = page.getByRole('complementary', { name: 'Amigo' });
  const tip = amigo.getByRole('region', { name: 'Tip' });
  await expect(tip).toContainText('Your feed');
  const homeTip = await tip.textContent();

  await page.goto('/governance');
  await expect(tip).toContainText('AI Governance policies');
  expect(await tip.textContent()).not.toBe(homeTip);

  const input = amigo.getByLabel('Message Amigo');
  const send = amigo.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.fill('hello there');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(amigo.getByText('hello there')).toBeVisible();
  await expect(
    amigo.getByText(/I can’t answer that one yet\. Here on this screen: Our AI Governance policies/),
  ).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(send).toBeDisabled();

  await page.reload();
  await expect(amigo.getByText('hello there')).toBeVisible();
});

test('on a phone Amigo opens from the floating button as a dialog', async ({ browser }) => {
  const { defaultBrowserType: _, ...iphone } = devices['iPhone 13'];
  const context = await browser.newContext(iphone);
  const page = await context.newPage();
  await createMemberSession(page, { firstName: 'Pablo' });
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Open Amigo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Amigo' });
  await expect(dialog.getByRole('region', { name: 'Tip' })).toContainText('Shopping tip');
  await dialog.getByLabel('Message Amigo').fill('how do I vote?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText(/choose Support or Oppose/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await context.close();
});
