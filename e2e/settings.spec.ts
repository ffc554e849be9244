import { execFileSync } from 'node:child_process';
import { createMemberSession, signInThroughForm } from './fixtures/accounts';
import { createPostByApi } from './fixtures/members';
import { expect, expectConsoleError, type Page, test } from './fixtures/test';

// Settings (SPEC §2 /settings, §3 Preferences, §4 Theme): Display, Notifications and Privacy, saved at once.

const section = (page: Page, name: string) => page.getByRole('region', { name });
const themeRadio = (page: Page, name: 'System' | 'Light' | 'Dark') => page.getByRole('radio', { name });
const html = (page: Page) => page.locator('html');

/** Runs `change` and waits until the server has answered the PUT it makes. */
async function saved(page: Page, key: string, change: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(`/api/preferences/${key}`) && response.request().method() === 'PUT',
  );
  await change();
  expect((await answered).status()).toBe(200);
}

test.describe('settings', () => {
  test('saves theme and notification choices; the theme comes back after signing in again', async ({
    page,
  }) => {
    const { account } = await createMemberSession(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const name of ['Display', 'Notifications', 'Privacy']) {
      await expect(section(page, name).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(themeRadio(page, 'System')).toBeChecked();
    await expect(html(page)).not.toHaveClass(/dark/);

    await saved(page, 'theme', () => themeRadio(page, 'Dark').check());
    await expect(html(page)).toHaveClass(/dark/);

    const email = page.getByRole('switch', { name: 'Email notifications' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await saved(page, 'email_notifications', () => email.click());
    await expect(email).toHaveAttribute('aria-checked', 'false');

    await page.reload();
    await expect(themeRadio(page, 'Dark')).toBeChecked();
    await expect(html(page)).toHaveClass(/dark/);
    await expect(email).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // Sign-out sets the theme back to system; signing in restores the saved one from the server.
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(html(page)).not.toHaveClass(/dark/);
    await page.goto('/auth/sign-in');
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/home$/);
    await expect(html(page)).toHaveClass(/dark/);
    await page.goto('/settings');
    await expect(themeRadio(page, 'Dark')).toBeChecked();
  });

  test('works from the keyboard', async ({ page }) => {
    await createMemberSession(page);
    await page.goto('/settings');
    await themeRadio(page, 'System').focus();
    await saved(page, 'theme', () => page.keyboard.press('ArrowRight'));
    await expect(themeRadio(page, 'Light')).toBeChecked();

    const activity = page.getByRole('switch', { name: 'Activity status' });
    await activity.focus();
    await saved(page, 'activity_status', () => page.keyboard.press('Space'));
    await expect(activity).toHaveAttribute('aria-checked', 'false');

    const privacy = section(page, 'Privacy');
    // A click, not check(): the page shows the choice once the previous change's refetch is cancelled, a moment
    // after the click, and check() insists on seeing it at once.
    await saved(page, 'profile_visibility', () => privacy.getByRole('radio', { name: /Only me/ }).click());
    await expect(privacy.getByRole('radio', { name: /Only me/ })).toBeChecked();
    await page.reload();
    await expect(privacy.getByRole('radio', { name: /Only me/ })).toBeChecked();
    await expect(activity).toHaveAttribute('aria-checked', 'false');
  });

  test('puts a change back and says so when it cannot be saved', async ({ page }) => {
    // The staged failure (500) and its log (SPEC §8: a failed save is logged) are what this test checks.
    expectConsoleError(/status of 500/);
    expectConsoleError(/Failed to save preference/);
    await createMemberSession(page);
    await page.goto('/settings');
    const push = page.getByRole('switch', { name: 'Push notifications' });
    await expect(push).toHaveAttribute('aria-checked', 'true');

    await page.route('**/api/preferences/push_notifications', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database is down', code: 'internal' } }),
    );
    await push.click();
    await expect(section(page, 'Notifications').getByRole('alert')).toHaveText(
      'That change could not be saved. Please try again.',
    );
    await expect(push).toHaveAttribute('aria-checked', 'true');
  });

  test('shows an error line when the settings cannot be loaded', async ({ page }) => {
    expectConsoleError(/status of 500/); // the failure this test stages, and its log
    expectConsoleError(/Failed to fetch preferences/);
    await createMemberSession(page);
    // The server draws /settings with the preferences it read itself: the failure is staged for the browser's
    // own reads (the shell's, then the page's), on a navigation from another page.
    await page.route('**/api/preferences', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database is down', code: 'internal' } }),
    );
    await page.goto('/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).first().click();
    // Server errors are retried twice before the page gives up.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your settings could not be loaded.' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await page.unroute('**/api/preferences');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(section(page, 'Display')).toBeVisible();
  });

  test('downloads your data as a ZIP with the profile and posts inside', async ({ page }) => {
    const { me } = await createMemberSession(page, { firstName: 'Dana' });
    await createPostByApi(page.request, 'Exported words');
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download your data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^circles-${me.userHandle}-\\d{4}-\\d\\d-\\d\\d\\.zip$`),
    );
    await expect(section.getByRole('status')).toContainText('Downloaded');
    const file = await download.path();
    const listing = execFileSync('python3', [
      '-c',
      'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(z.read("posts.json").decode())',
      file,
    ]).toString();
    expect(listing).toContain('Exported words');
  });

  test('deleting the account needs the password, signs out, and signing in again keeps the account', async ({
    page,
  }) => {
    // The wrong password (400) is refused on purpose; the deletion ends the session, so the calls the page still
    // had on their way are refused (401).
    expectConsoleError(/status of 400/);
    expectConsoleError(/status of 401/);
    const { account } = await createMemberSession(page, { firstName: 'Dora' });
    await page.goto('/settings');
    await page
      .getByRole('region', { name: 'Your data' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await confirm.click();
    await expect(dialog.getByText('Enter your password to confirm')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong1password');
    await confirm.click();
    await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText(/Your account will be deleted on .+ Sign in before then to keep it\./),
    ).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await page.goto('/auth/sign-in');
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/home$/);
    expect((await page.request.get('/api/me')).status()).toBe(200);
  });
});
