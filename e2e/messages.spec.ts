import { createAdminSession } from './fixtures/accounts';
import { pngFile } from './fixtures/media';
import { createMember } from './fixtures/members';
import { expect, test } from './fixtures/test';

// Direct messages (issue #40): A writes to B from B's profile; B sees it arrive live with an unread badge, opens it;
// A sees 'Seen';
// B reports a message and a moderator sees it with its neighbours.
test('a member messages another from their profile; it arrives live, and the sender sees Seen', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ana = await createMember(browser, 'Anabel', 'messages');
  const ben = await createMember(browser, 'Benedikt', 'messages');
  const benHandle = (await (await ben.page.request.get('/api/me')).json()).userHandle as string;

  // Ben is in the app with no messages: the badge is absent.
  await ben.page.setViewportSize({ width: 1440, height: 900 });
  await ben.page.goto('/messages');
  await expect(ben.page.getByText('No messages yet')).toBeVisible();
  const sidebar = ben.page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByTestId('messages-badge')).toHaveCount(0);

  await ana.page.goto(`/members/${benHandle}`);
  await ana.page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(ana.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(ana.page.getByRole('heading', { name: ben.fullName })).toBeVisible();
  const text = `Hello Ben, lunch on Friday? ${Date.now()}`;
  await ana.page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await ana.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ana.page.getByRole('list', { name: 'Messages' })).toContainText(text);
  await expect(ana.page.getByText('Seen')).toHaveCount(0);

  // Live: the badge and the list change without a reload.
  await expect(sidebar.getByTestId('messages-badge')).toHaveText('1');
  const row = ben.page.getByRole('link', { name: `${ana.fullName}, 1 unread` });
  await expect(row).toContainText(text);
  await row.click();
  await expect(ben.page.getByRole('list', { name: 'Messages' })).toContainText(text);
  await expect(sidebar.getByTestId('messages-badge')).toHaveCount(0);

  // Ana's open conversation shows that Ben read it.
  await expect(ana.page.getByText('Seen')).toBeVisible({ timeout: 15_000 });

  // Ben answers; Ana deletes her message after confirming.
  await ben.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Friday works!');
  await ben.page.keyboard.press('Enter');
  await expect(ana.page.getByRole('list', { name: 'Messages' })).toContainText('Friday works!');
  const mine = ana.page.getByRole('listitem').filter({ hasText: text });
  await mine.hover();
  await mine.getByRole('button', { name: 'Delete message' }).click();
  await ana.page
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(ana.page.getByRole('list', { name: 'Messages' })).not.toContainText(text);

  // A photo goes with a message; Ben sees it.
  await ana.page.getByRole('button', { name: 'Add a photo' }).waitFor();
  await ana.page.locator('input[type=file]').setInputFiles(pngFile(320, 240));
  await expect(ana.page.getByRole('img', { name: 'Chosen to send' })).toBeVisible();
  await ana.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Our picnic');
  await ana.page.getByRole('button', { name: 'Send', exact: true }).click();
  const photo = ben.page.getByRole('listitem').filter({ hasText: 'Our picnic' });
  await expect(photo.getByRole('img', { name: 'Sent with the message' })).toBeVisible();
  await expect
    .poll(() => photo.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Ben reports Ana's next message; a moderator sees it with its neighbours only.
  await ana.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Buy my pills now');
  await ana.page.keyboard.press('Enter');
  const pills = ben.page.getByRole('listitem').filter({ hasText: 'Buy my pills now' });
  await pills.hover();
  await pills.getByRole('button', { name: 'Report message' }).click();
  const dialog = ben.page.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: 'Spam or scam' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    ben.page.getByText('Thanks for telling us. Moderators will look at your report.'),
  ).toBeVisible();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await createAdminSession(admin);
  await admin.goto('/moderation');
  const item = admin.getByRole('article', { name: `Reported message by ${ana.fullName}` });
  const excerpt = item.getByRole('list', { name: 'The reported message and its neighbours' });
  await expect(excerpt).toContainText('Friday works!');
  await expect(excerpt.getByRole('listitem').filter({ hasText: 'Reported' })).toContainText(
    'Buy my pills now',
  );

  await adminContext.close();
  await ana.context.close();
  await ben.context.close();
});
