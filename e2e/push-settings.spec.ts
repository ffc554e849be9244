import { createMemberSession } from './fixtures/accounts';
import { fullChromium } from './fixtures/browser';
import { expect, test } from './fixtures/test';

// Issue 41 (rough edges, round two): Web Push from Settings. The headless shell the other specs run in reports
// notifications as blocked whatever a context grants, so this file runs in the full browser (e2e/fixtures/browser.ts).
test.use({ launchOptions: fullChromium });

test.describe('Web Push in Settings', () => {
  test('Settings shows this browser subscribed to push and sends a test notification', async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications']);
    // Chromium's push service is out of reach here: the browser's PushManager hands out an FCM-shaped
    // subscription instead, so the app's own subscription call and the server's answer are what is checked.
    await context.addInitScript(() => {
      let current: PushSubscription | null = null;
      const key = (bytes: number) =>
        btoa('x'.repeat(bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options) => {
        const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
        current = {
          endpoint,
          options,
          toJSON: () => ({ endpoint, keys: { p256dh: key(65), auth: key(16) } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
    });
    const page = await context.newPage();
    await createMemberSession(page, { firstName: 'Pia' });
    await page.goto('/settings');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    // The app's own subscription call, answered 204 (a call the reload cut short has no answer and is skipped).
    const subscribed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'PUT',
    );
    await page.reload();
    expect((await subscribed).status()).toBe(204);
    const section = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(section.getByText('This browser is subscribed.')).toBeVisible();
    test.setTimeout(120_000);
    const tested = page.waitForResponse((response) => response.url().endsWith('/api/push/test'), {
      timeout: 60_000,
    });
    await section.getByRole('button', { name: 'Send me a test notification' }).click();
    // FCM is unreachable here, so the push service accepts none (the first load may have subscribed too).
    const result = (await (await tested).json()) as { subscriptions: number; sent: number };
    expect(result.sent).toBe(0);
    expect(result.subscriptions).toBeGreaterThan(0);
    await expect(page.getByText(/^Test notification sent to 0 of \d browsers?\.$/)).toBeVisible();
    await context.close();
  });
});
