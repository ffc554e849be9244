import { createMemberSession, getMeByApi, uniqueEmail } from './fixtures/accounts';
import { pngFile } from './fixtures/media';
import { createPostByApi, uniqueTag } from './fixtures/members';
import { expect, expectConsoleError, type Page, test } from './fixtures/test';

// Profile (issue 12): avatar upload, tabs in the URL, other members' profiles, Profile Settings, both widths.

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Profile Settings' });

/** Opens a profile page and waits until it has loaded (generous: the first visit also loads the server's queries). */
async function gotoProfile(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('status', { name: 'Loading profile' })).toHaveCount(0, { timeout: 25_000 });
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Profile Settings' }).click();
  const dialog = settingsDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('profile', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('uploads an avatar that shows at once in the sidebar; refuses non-images and big files', async ({
    page,
  }) => {
    const { me } = await createMemberSession(page, {
      firstName: 'Avery',
      email: uniqueEmail('profile-avatar'),
    });
    await gotoProfile(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: me.fullName })).toBeVisible();
    const sidebarAvatar = page.locator('a[href="/profile"] img').first();
    await expect(sidebarAvatar).toHaveAttribute('src', '/default-avatar.svg');

    const fileInput = page.getByLabel('Profile picture file');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Please select an image file' })).toBeVisible();
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([pngFile().buffer, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Image must be less than 5MB' })).toBeVisible();

    await fileInput.setInputFiles(pngFile(120, 80));
    await expect(sidebarAvatar).toHaveAttribute(
      'src',
      new RegExp(`^/media/avatars/${me.userId}/\\d+\\.png$`),
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The new src is set at once; the picture itself arrives a moment later (a busy machine made that a race).
    await expect
      .poll(() => sidebarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(512);
  });

  test('tabs switch by click and arrow keys, and the URL keeps the tab', async ({ page }) => {
    await createMemberSession(page, { firstName: 'Tabitha', email: uniqueEmail('profile-tabs') });
    const text = `My first profile post ${uniqueTag()}`;
    await createPostByApi({ page }, text);
    await gotoProfile(page, '/profile');
    const posts = page.getByRole('tab', { name: /^Posts/ });
    await expect(posts).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: text })).toBeVisible();

    await posts.focus();
    await page.keyboard.press('ArrowRight');
    const photos = page.getByRole('tab', { name: /^Photos/ });
    await expect(photos).toBeFocused();
    await expect(photos).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=photos$/);
    await expect(page.getByText('No photos yet')).toBeVisible();

    await page.keyboard.press('End');
    await expect(page).toHaveURL(/\?tab=connections$/);
    await expect(page.getByText('No connections yet')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: /^Connections/ })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: /^Videos/ }).click();
    await expect(page).toHaveURL(/\?tab=videos$/);
    await page.keyboard.press('Home');
    await expect(posts).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/profile$/);

    // Wall mode: the toggle, Edit, then Cancel and Save; the mode is in the URL too.
    await page.getByRole('button', { name: 'Wall' }).click();
    await expect(page).toHaveURL(/\?mode=wall$/);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
  });

  test("opens another member's profile from their post", async ({ page, browser }) => {
    await createMemberSession(page, { firstName: 'Reader', email: uniqueEmail('profile-reader') });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const { me: author } = await createMemberSession(otherPage, {
      firstName: 'Writer',
      email: uniqueEmail('profile-writer'),
    });
    const text = `Visit my profile ${uniqueTag()}`;
    await createPostByApi({ page: otherPage }, text);
    await other.close();

    await page.goto('/home');
    const card = page.getByRole('article').filter({ hasText: text });
    await card.getByRole('link', { name: author.fullName }).click();
    await expect(page).toHaveURL(`/members/${author.userHandle}`);
    await expect(page.getByRole('status', { name: 'Loading profile' })).toHaveCount(0, { timeout: 25_000 });
    await expect(page.getByRole('heading', { level: 1, name: author.fullName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile Settings' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: text })).toBeVisible();
  });

  test('Profile Settings shows each validation message and saves a valid profile', async ({
    page,
    request,
  }) => {
    // The taken handle's refusal (409) is checked here; the 404 is a known leftover (issue #41): the page asks
    // for the profile under the old handle once more after the handle changes.
    expectConsoleError(/status of 409/);
    expectConsoleError(/status of 404/);
    const { me: taken } = await createMemberSession(request, {
      firstName: 'Holder',
      email: uniqueEmail('profile-holder'),
    });
    const { me } = await createMemberSession(page, {
      firstName: 'Setter',
      email: uniqueEmail('profile-settings'),
    });
    await gotoProfile(page, '/profile');
    const dialog = await openSettings(page);

    await dialog.getByRole('textbox', { name: 'First name' }).fill('Al');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('x'.repeat(51));
    await dialog.getByRole('textbox', { name: 'Handle' }).fill('no spaces here');
    await dialog.getByRole('textbox', { name: 'Bio' }).fill('b'.repeat(161));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('First name must be at least 3 characters')).toBeVisible();
    await expect(dialog.getByText('Last name must be less than 50 characters')).toBeVisible();
    await expect(
      dialog.getByText('Handle must be 3 to 30 characters: lowercase letters, numbers or underscores'),
    ).toBeVisible();
    await expect(dialog.getByText('Bio must be 160 characters or less')).toBeVisible();

    // The server decides that a handle is taken.
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
    await dialog.getByRole('textbox', { name: 'Bio' }).fill('Compilers and nanoseconds.');
    await dialog.getByRole('textbox', { name: 'Handle' }).fill(taken.userHandle);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('This handle is already taken')).toBeVisible();

    // Fewer than three icons cannot be saved.
    const chosen = dialog.getByRole('list', { name: 'Chosen icons' });
    await chosen.getByRole('button').first().click();
    await expect(dialog.getByText('Please select 3 different profile icons')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Change icons' }).click();
    // CSS locators for the grid: role queries over hundreds of emoji buttons are slow on a busy machine.
    await dialog.locator('#icon-search').fill('rocket');
    await dialog.getByRole('button', { name: 'All', exact: true }).click();
    const rocket = dialog.locator('button[data-icon-code="U+1F680"]');
    await expect(rocket).toHaveAttribute('aria-pressed', 'false');
    await rocket.dispatchEvent('click');
    await expect(rocket).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Change icons' }).click();
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();

    const handle = `grace_${uniqueTag()}`.slice(0, 30);
    await dialog.getByRole('textbox', { name: 'Handle' }).fill(handle);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByText(`@${handle}`).first()).toBeVisible();
    await expect(page.getByText('Compilers and nanoseconds.')).toBeVisible();
    await expect(page.locator('a[href="/profile"]').first()).toContainText('Grace Hopper');
    expect((await getMeByApi(page)).iconCodes).toContain('U+1F680');
    expect(me.userId).toBeTruthy();
  });
});

test.describe('profile on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits 390 px: header, toggle and tabs without sideways scrolling', async ({ page }) => {
    const { me } = await createMemberSession(page, {
      firstName: 'Phoebe',
      email: uniqueEmail('profile-phone'),
    });
    await gotoProfile(page, '/profile?tab=connections');
    await expect(page.getByRole('heading', { level: 1, name: me.fullName })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Connections/ })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Change profile picture' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const dialog = await openSettings(page);
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeInViewport();
  });
});
