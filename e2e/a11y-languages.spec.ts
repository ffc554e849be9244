import { type Locale, localeCodes } from '@circles/contracts';
import { createMemberSession } from './fixtures/accounts';
import { axeViolations } from './fixtures/axe';
import { commentByApi, createPostByApi, uniqueTag } from './fixtures/members';
import { expect, type Page, test } from './fixtures/test';

// Issue #53: axe finds nothing in any of the seven languages (a translated label can go missing, an aria-label can
// stay English, a longer word can break a control's name). The English pages, light and dark, are a11y.spec.ts';
// here each other language, as a visitor (Accept-Language) and as a member who chose it in Settings.

async function expectNoViolations(page: Page, path: string, locale: Locale) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), `${path} in ${locale}`).toEqual([]);
}

for (const locale of localeCodes.filter((code) => code !== 'en')) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale });

    test(`public and member pages have no violations in ${locale}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expectNoViolations(page, '/auth/sign-up', locale);

      await createMemberSession(page, { firstName: 'Lingua' });
      expect(
        (await page.request.put('/api/preferences/language', { data: { value: locale } })).status(),
      ).toBe(200);
      const circle = (await (
        await page.request.post('/api/circles', { data: { name: `Axe ${uniqueTag()}`, type: 'public' } })
      ).json()) as { id: string };
      const postId = await createPostByApi(page.request, `Axe ${locale}`, circle.id);
      await commentByApi(page.request, postId, 'A comment to check too');
      // One page of each kind a translation reaches (a form, a feed, a post with comments, lists, Settings): a full
      // axe run is seconds of CPU, and every page runs in English, light and dark, in a11y.spec.ts.
      for (const path of [
        '/home',
        `/circles/${circle.id}/posts/${postId}`,
        '/notifications',
        '/settings',
        '/governance',
        '/marketplace',
      ])
        await expectNoViolations(page, path, locale);
    });
  });
}
