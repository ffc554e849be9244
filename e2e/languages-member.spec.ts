import type { Locale } from '@circles/contracts';
import {
  buildAccount,
  latestMail,
  verifyEmailByApi,
  waitForHomeAfterProfileSetup,
} from './fixtures/accounts';
import { axeViolations } from './fixtures/axe';
import { catalogue, serverCatalogue } from './fixtures/catalogue';
import { commentByApi, createMember } from './fixtures/members';
import { expect, test } from './fixtures/test';

// Issue #53: a member's whole first visit in Spanish and in Chinese, every step in the language the browser asks
// for: sign-up, sign-in, profile setup, /home, a post, a notification of a comment, Settings. The words expected
// are the catalogues' own (e2e/fixtures/catalogue.ts), checked to differ from the English; axe finds nothing.

const browserLanguages: Partial<Record<Locale, string>> = { es: 'es-ES', zh: 'zh-CN' };

for (const locale of ['es', 'zh'] as const) {
  test(`${locale}: sign-up to /home, a post, a notification and Settings, all in the language`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const tr = await catalogue(locale);
    const english = (text: string) => text;
    // A text must be translated, not left in English (the catalogue check allows a same-as-English one: names).
    const translated = (text: string, values?: Record<string, string | number>) => {
      const words = tr(text, values);
      expect(words, `${locale} for “${text}”`).not.toBe(english(text));
      return words;
    };

    const context = await browser.newContext({ locale: browserLanguages[locale] });
    const page = await context.newPage();
    const account = buildAccount({ firstName: 'Lucía', lastName: 'Zhang' });

    // Sign-up, in the browser's language from the server's first byte.
    const signUpPage = await page.goto('/auth/sign-up');
    expect(await signUpPage?.text()).toContain(`<html lang="${locale}">`);
    const signUp = page.getByRole('form', { name: translated('Create account') });
    await signUp.getByLabel(translated('First name')).fill(account.firstName);
    await signUp.getByLabel(translated('Last name')).fill(account.lastName);
    await signUp.getByLabel(translated('Email')).fill(account.email);
    await signUp.getByLabel(translated('Password'), { exact: true }).fill(account.password);
    await signUp.getByRole('button', { name: translated('Create Account') }).click();
    await expect(
      page.getByText(translated('Please check your email for the verification link.')),
    ).toBeVisible();
    // The verification mail in the browser's language too (the server's catalogue).
    const mail = await latestMail(page.request, account.email, '/auth/verify-email');
    const serverTr = await serverCatalogue(locale);
    expect(mail.subject).toBe(serverTr('Verify your email for Circles'));
    expect(mail.subject).not.toBe('Verify your email for Circles');
    await verifyEmailByApi(page.request, account.email);

    // Sign-in, then profile setup.
    await page.goto('/auth/sign-in');
    const signIn = page.getByRole('form', { name: translated('Sign in') });
    await signIn.getByLabel(translated('Email')).fill(account.email);
    await signIn.getByLabel(translated('Password'), { exact: true }).fill(account.password);
    await signIn.getByRole('button', { name: translated('Sign In') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: translated('Complete Your Profile') }),
    ).toBeVisible();
    const icons = page.locator('button[data-icon-code]');
    for (let index = 0; index < 6; index++) await icons.nth(index).click();
    await expect(
      page.getByText(translated('{selectedCount} of {required} selected', { selectedCount: 6, required: 6 })),
    ).toBeVisible();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/me/profile-completion') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: translated('Save Profile') }).click();
    expect((await saved).ok()).toBe(true);

    // /home greets the member in the language (profile setup moves on by itself after a moment).
    await waitForHomeAfterProfileSetup(page);
    await expect(
      page.getByText(
        translated('Welcome, {firstName}. For you: the latest posts from your circles.', {
          firstName: account.firstName,
        }),
      ),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A post through the Create Post dialog.
    await page.getByRole('button', { name: translated('Create post'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: translated('Create Post') });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(translated('Circle'), { exact: true }).selectOption('world');
    const text = `Hola ${locale} ${Date.now().toString(36)}`;
    await dialog.getByLabel(translated('Post text')).fill(text);
    await dialog.getByRole('button', { name: translated('Post'), exact: true }).click();
    await expect(page.getByText(translated('Post created'))).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: text });
    await expect(card).toBeVisible();
    const postId = (await card.getByRole('link', { name: translated('View post') }).getAttribute('href'))
      ?.split('/')
      .pop();
    expect(postId).toBeTruthy();

    // Someone comments (in English): the bell says so live, and the dropdown words it in the language.
    const commenter = await createMember(browser, 'Commenter', `languages-${locale}`);
    await commentByApi(commenter, postId ?? '', 'Nice post');
    const bell = page.getByRole('button', {
      name: translated('Notifications, {unread} unread', { unread: 1 }),
    });
    await expect(bell.first()).toBeVisible({ timeout: 15_000 });
    await bell.first().click();
    await expect(
      page.getByRole('menuitem', {
        name: new RegExp(
          translated('{actor} commented on your post', { actor: commenter.fullName }).replace(
            /[.*+?^${}()|[\]\\]/g,
            '\\$&',
          ),
        ),
      }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // Settings shows the language chosen for the member: the browser's, saved for their other devices.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: translated('Settings') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: translated('Language') })).toHaveValue(locale);
    expect(await axeViolations(page)).toEqual([]);
    await commenter.context.close();
    await context.close();
  });
}
