import { createMemberSession } from './fixtures/accounts';
import { catalogue } from './fixtures/catalogue';
import { expect, expectConsoleError, test } from './fixtures/test';

// Installable app (issue 18): a web app manifest, a service worker that keeps only the app's own files, and an
// offline page.
test.use({ serviceWorkers: 'allow' });

test('the manifest describes an installable app with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Circles', start_url: '/home', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
  }
});

test('the service worker registers, keeps no API answer, and shows the offline page without a network', async ({
  page,
  context,
}) => {
  await createMemberSession(page, { firstName: 'Wren' });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // Let the worker take this page over, then load some member data through it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/media/'))).toEqual([]);

  // Offline on purpose: the requests that fail meanwhile are what this test stages.
  expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(true);
  await page.goto('/circles').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a member reading Spanish gets the offline page and the install prompt’s description in Spanish (issue 53)', async ({
  page,
  context,
}) => {
  const es = await catalogue('es');
  await createMemberSession(page, { firstName: 'Inés' });
  expect((await page.request.put('/api/preferences/language', { data: { value: 'es' } })).status()).toBe(200);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.es.webmanifest');
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    description: string;
    lang: string;
  };
  expect(manifest).toMatchObject({ lang: 'es', description: es('manifest.description') });

  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The worker has heard the app's language (the app posts it once the worker is ready).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const stored = await (await caches.open(name)).match('/__circles/language');
          if (stored) return stored.text();
        }
        return null;
      }),
    )
    .toBe('es');

  expectConsoleError(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(true);
  await page.goto('/circles').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: es('offline.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: es('Try again') })).toBeVisible();
  await context.setOffline(false);
});
