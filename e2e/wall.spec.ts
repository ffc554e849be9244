import { createMemberSession, signInByApi } from './fixtures/accounts';
import { pngFile } from './fixtures/media';
import { createMember } from './fixtures/members';
import { expect, type Page, test } from './fixtures/test';

// Motion on, as most members have it (the E2E config asks for reduced motion): the animated canvases run here.
test.use({ reducedMotion: 'no-preference' });

/** The wall is the profile page's wall mode (SPEC §2): /profile?mode=wall keeps the mode in the URL. */
async function openOwnWall(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Wall', exact: true }).click();
  await expect(page).toHaveURL(/mode=wall/);
  await expect(page.getByText('Nothing on this wall yet')).toBeVisible({ timeout: 20_000 });
}

async function sprayStroke(page: Page) {
  const wall = page.getByRole('application', { name: 'Wall editor' });
  const box = await wall.boundingBox();
  if (!box) throw new Error('the wall has no box');
  await page.mouse.move(box.x + 120, box.y + box.height - 140);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 120 + step * 20, box.y + box.height - 140 - step * 4);
  }
  await page.mouse.up();
}

test('a sticker, an image and a spray stroke are saved and seen from another browser, read-only by a visitor', async ({
  browser,
}) => {
  // Three members and four pages on a busy 2-core machine.
  test.setTimeout(150_000);
  const owner = await createMember(browser, 'Wanda', 'wall');
  const { page } = owner;
  await openOwnWall(page);
  await page.getByRole('button', { name: 'Edit' }).click();

  await page.getByRole('button', { name: 'Sticker', exact: true }).click();
  await page.getByRole('tab', { name: 'Fantasy' }).click();
  await page.getByRole('button', { name: 'Add sticker 🦄' }).click();
  await expect(page.getByRole('button', { name: 'Sticker 🦄 on the wall' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Choosing the active tool again turns it off.
  await page.getByRole('button', { name: 'Sticker', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Stickers' })).toBeHidden();

  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await page.getByLabel('Upload wall image').setInputFiles(pngFile(120, 80));
  await expect(page.getByRole('button', { name: 'Photo on the wall' })).toBeVisible();

  await page.getByRole('button', { name: 'Spray Paint', exact: true }).click();
  await page.getByRole('button', { name: 'Colour #00B4D8' }).click();
  await sprayStroke(page);
  await expect(page.getByRole('button', { name: 'Spray paint stroke' })).toHaveCount(1);

  await page.getByLabel('Background').selectOption('matrix');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  // The same member on another device (a fresh browser context) sees the saved wall.
  const me = await page.request.get('/api/me').then((response) => response.json());
  const otherDevice = await browser.newContext();
  const second = await otherDevice.newPage();
  await signInByApi(second, { email: owner.email, password: 'Correct1horse' });
  await second.goto('/profile?mode=wall');
  await expect(second.getByRole('img', { name: 'Sticker 🦄 on the wall' })).toBeVisible({ timeout: 20_000 });
  await expect(second.getByRole('img', { name: 'Photo on the wall' })).toBeVisible();
  await expect(second.getByRole('img', { name: 'Spray paint stroke' })).toBeVisible();
  await expect(second.locator('canvas[data-background="matrix"]')).toBeVisible();
  const photoWidth = await second
    .getByRole('img', { name: 'Photo on the wall' })
    .locator('img')
    .evaluate((image: HTMLImageElement) => image.naturalWidth);
  expect(photoWidth).toBeGreaterThan(0);

  // Another member sees it read-only: no Edit, no editor.
  const visitor = await createMember(browser, 'Victor', 'wall');
  await visitor.page.goto(`/members/${me.userHandle}?mode=wall`);
  await expect(visitor.page.getByRole('img', { name: 'Sticker 🦄 on the wall' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(visitor.page.getByRole('img', { name: 'Photo on the wall' })).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await Promise.all([owner.context.close(), otherDevice.close(), visitor.context.close()]);
});

test('keyboard editing: arrows move, Escape deselects, Delete removes; Cancel discards the draft', async ({
  page,
}) => {
  await createMemberSession(page);
  await openOwnWall(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Sticker', exact: true }).click();
  await page.getByRole('button', { name: 'Add sticker 😎' }).click();
  const sticker = page.getByRole('button', { name: 'Sticker 😎 on the wall' });
  await sticker.focus();
  const before = await sticker.boundingBox();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await sticker.boundingBox())?.x).toBeCloseTo((before?.x ?? 0) + 10, 0);
  await page.keyboard.press('Escape');
  await expect(sticker).toHaveAttribute('aria-pressed', 'false');
  await sticker.focus();
  await page.keyboard.press('Delete');
  await expect(sticker).toHaveCount(0);

  await page.getByRole('button', { name: 'Add sticker 🤩' }).click();
  // A reload keeps the unsaved draft; Cancel drops it.
  await page.reload();
  await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sticker 🤩 on the wall' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Nothing on this wall yet')).toBeVisible();
});

test('wall mode fades the navigation; turning it off ends editing and brings the tabs back', async ({
  page,
}) => {
  await createMemberSession(page);
  await openOwnWall(page);
  const navigation = page.locator('[data-wall-mode]');
  await expect(navigation).toHaveCount(1);
  await expect
    .poll(() => navigation.evaluate((node) => Number(getComputedStyle(node).opacity)))
    .toBeLessThan(0.5);

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Sticker', exact: true }).click();
  await page.getByRole('button', { name: 'Add sticker 😎' }).click();
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('tab', { name: /Posts/ })).toBeVisible();
  await expect(page.locator('[data-wall-mode]')).toHaveCount(0);

  // Back in wall mode the editor is closed and the unsaved sticker is gone.
  await page.getByRole('button', { name: 'Wall', exact: true }).click();
  await expect(page.getByText('Nothing on this wall yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByText('Your unsaved changes were restored.')).toHaveCount(0);
});

test('the arcade plays with the keyboard until a life is lost', async ({ page }) => {
  await createMemberSession(page);
  await page.goto('/profile?mode=wall');
  // The server starts the game and times it from there (issue #37): its score will name it.
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/api/arcade/games') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Arcade' }).click();
  expect((await started).status()).toBe(201);
  const bar = page.getByRole('status', { name: 'Score and lives' });
  await expect(bar).toContainText('Score: 0');
  await expect(bar).toContainText('Lives: 3');
  await page.keyboard.down('ArrowLeft');
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  await page.keyboard.up('ArrowLeft');
  // Bombs fall on the ship where it stands: a life goes within seconds.
  await expect(bar).toContainText('Lives: 2', { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Arcade' })).toBeHidden();
});
