import { localeCodes } from '@circles/contracts';
import { createMemberSession } from './fixtures/accounts';
import { consoleWarnings, expect, expectConsoleError, test } from './fixtures/test';

// Issue #53: the product in the reader's language: the browser's before sign-in, the member's choice after,
// drawn by the server in it (no flash of English, no hydration mismatch) and switched without a reload.

test.describe('languages', () => {
  test('a Spanish browser gets the signed-out pages in Spanish, drawn by the server', async ({ browser }) => {
    expectConsoleError(/status of 404/);
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const warnings = consoleWarnings(page);
    // The English page drawn at build time is not for this visitor: the server draws the page in Spanish.
    const response = await page.goto('/pricing');
    expect(await response?.text()).toContain('<html lang="es">');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Regístrate' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Pie de página' }).getByRole('link', { name: 'Ayuda' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    // A missing page too, with its own words.
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { level: 1, name: '404 - Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    expect(warnings.filter((text) => !/status of 404/.test(text))).toEqual([]);
    await context.close();
  });

  test('an English browser keeps the English page drawn at build time', async ({ page }) => {
    const response = await page.goto('/pricing');
    expect(await response?.text()).toContain('<html lang="en">');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('a member switches to Chinese in Settings: the page changes at once, and the server draws it so after', async ({
    page,
  }) => {
    await createMemberSession(page);
    await page.goto('/settings');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Settings' })).toBeVisible();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('en');
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/preferences/language') && response.request().method() === 'PUT',
    );
    await language.selectOption({ label: '中文（简体）' });
    expect((await answered).status()).toBe(200);

    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: '侧边栏' }).getByRole('link', { name: '首页', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

    // Reloaded: the server draws Chinese, and React takes it over without a word of complaint.
    const warnings = consoleWarnings(page);
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="zh">');
    expect(html).toContain('设置');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/zh-[^"]+\.js">/);
    await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('zh');
    expect(warnings).toEqual([]);

    // Another page of the member's, straight from the server.
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(
      page.getByRole('complementary', { name: '侧边栏' }).getByRole('button', { name: '退出登录' }),
    ).toBeVisible();
  });

  test('an unknown language is refused with 400 and the list of languages', async ({ page }) => {
    expectConsoleError(/status of 400/);
    await createMemberSession(page);
    const response = await page.request.put('/api/preferences/language', { data: { value: 'tlh' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Unknown language. Use one of: en, es, pt, fr, de, zh, it',
      languages: localeCodes,
    });
    const settings = await page.request.get('/api/preferences/language');
    expect(await settings.json()).toEqual({ key: 'language', value: 'en' });
  });
});
