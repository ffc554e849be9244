import AxeBuilder from '@axe-core/playwright';
import { createAdminSession, createMemberSession, uniqueEmail } from './fixtures/accounts';
import { axeViolations, showColorScheme } from './fixtures/axe';
import { uniqueTag } from './fixtures/members';
import { expect, type Page, test } from './fixtures/test';

const shotsDir = process.env.PROFILE_MODERATION_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png` });
};

// Issue #41 item 5: with an empty queue an admin still reaches the member actions, from the member's profile.
test('an admin suspends a member from their profile, sees it, lifts it; a plain member sees no such controls', async ({
  page,
  request,
  browser,
}) => {
  // The admin first: the first account of a fresh install is an admin anyway.
  await createAdminSession(page);
  // The member lives in `request` (no page), so their refused session after the suspension is only asserted.
  const target = await createMemberSession(request, {
    firstName: 'Tess',
    lastName: 'Target',
    email: uniqueEmail('profile-moderation-tess'),
  });
  const reason = `Spamming every circle ${uniqueTag()}`;

  await page.goto(`/members/${target.me.userHandle}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tess Target' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Moderation' });
  await expect(panel).toContainText('Member · Not suspended');
  await shot(page, 'profile-moderation-desktop-light');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const colorScheme of ['dark', 'light'] as const) {
    await showColorScheme(page, colorScheme);
    const found = await axeViolations(page, new AxeBuilder({ page }).include('main'));
    expect(found, `the profile with its Moderation area, ${colorScheme}`).toEqual([]);
  }

  await panel.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Tess Target?' });
  await dialog.getByLabel('How long').selectOption('3');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Member suspended. Their sessions have ended.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(panel).toContainText('Suspended until');
  await expect(panel).toContainText(`Reason: ${reason}`);
  await expect(panel.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  expect((await request.get('/api/me')).status()).toBe(401);
  await shot(page, 'profile-moderation-suspended');

  await panel.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(page.getByText('Suspension lifted.')).toBeVisible();
  await expect(panel).toContainText('Member · Not suspended');

  // Admins also name roles here.
  await panel.getByRole('button', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change Tess Target’s role' });
  expect(await axeViolations(page, new AxeBuilder({ page }).include('[role="dialog"]'))).toEqual([]);
  await roleDialog.getByRole('radio', { name: /^Moderator/ }).check();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Tess Target is now moderator.')).toBeVisible();
  await expect(panel).toContainText('Moderator · Not suspended');

  // Never on one's own profile.
  await page.goto(`/members/${(await createAdminSession(page)).me.userHandle}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Moderation' })).toHaveCount(0);

  // A plain member sees no such controls on the same profile.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await createMemberSession(member, { firstName: 'Pat', email: uniqueEmail('profile-moderation-pat') });
  await member.goto(`/members/${target.me.userHandle}`);
  await expect(member.getByRole('heading', { level: 1, name: 'Tess Target' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Moderation' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await memberContext.close();
});
