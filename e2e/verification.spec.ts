import { createAdminSession, createMemberSession } from './fixtures/accounts';
import { pngFile } from './fixtures/media';
import { uniqueTag } from './fixtures/members';
import { expect, type Page, test } from './fixtures/test';

const shotsDir = process.env.VERIFICATION_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

// Verified Identity (issue 17): a member asks with an identity photo, the admin approves, the badge shows.
test('request verification with a photo → the admin approves → the member sees the badge', async ({
  page,
  browser,
}) => {
  const note = `Passport, issued 2021 ${uniqueTag()}`;
  // The admin first: on a fresh install the first account administers it.
  await createAdminSession(page);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const { me } = await createMemberSession(member, { firstName: 'Valentina' });

  await member.goto('/settings#verification');
  const section = member.getByRole('region', { name: 'Verification' });
  await section.getByRole('button', { name: 'Request verification' }).click();
  await expect(section.getByText('Attach a photo of your identity document.')).toBeVisible();
  await section.getByLabel('Identity photo').setInputFiles(pngFile(120, 80));
  await expect(section.getByRole('img', { name: 'The identity document you chose' })).toBeVisible();
  await section.getByLabel('Note for the reviewer (optional)').fill(note);
  await shot(member, 'member-form');
  await section.getByRole('button', { name: 'Request verification' }).click();
  await expect(section.getByText('Your request is waiting for review')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Request verification' })).toHaveCount(0);
  await shot(member, 'member-pending');
  // Members do not get the admins' link (the shell has loaded the member by now).
  await expect(member.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Verifications' })).toHaveCount(0);

  // The admin reviews it from the Verifications page, photo and note in view.
  await page.goto('/home');
  await page.getByRole('link', { name: 'Verifications' }).click();
  await expect(page).toHaveURL(/\/admin\/verifications$/);
  const card = page.getByRole('article').filter({ hasText: note });
  await expect(card).toContainText(me.fullName);
  const photo = card.getByRole('img', { name: `Identity document sent by ${me.fullName}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await shot(page, 'admin-queue');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${me.fullName} is now verified`)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: note })).toHaveCount(0);

  // The member sees the badge: in Settings, beside their name, and in their notifications.
  await member.reload();
  await expect(section.getByText('Your identity is verified.')).toBeVisible();
  await expect(member.getByTitle('Verified').first()).toBeVisible();
  await shot(member, 'member-verified');
  await member.goto('/notifications');
  await expect(
    member.getByText('Your identity is verified: your badge now shows beside your name.'),
  ).toBeVisible();
  await memberContext.close();
});
