import { defaultLocale, type Locale, negotiateLocale } from '@circles/contracts';
import { type I18n, type Messages, setupI18n } from '@lingui/core';

/**
 * The catalogues (src/locales/<code>.po, compiled by Lingui's Vite plugin): each its own chunk, so a page loads
 * only its visitor's language (docs/decisions/0098). A message missing from one is compiled as its English text.
 */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  es: () => import('../locales/es.po'),
  pt: () => import('../locales/pt.po'),
  fr: () => import('../locales/fr.po'),
  de: () => import('../locales/de.po'),
  zh: () => import('../locales/zh.po'),
  it: () => import('../locales/it.po'),
};

/** The source file of a language's catalogue, as the build's manifest names it (the server preloads its chunk). */
export const catalogueSource = (locale: Locale) => `src/locales/${locale}.po`;

export const loadMessages = async (locale: Locale) => (await catalogues[locale]()).messages;

/** An i18n instance drawing in `locale`: one per render on the server, one per tab in the browser. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** Loads `locale`'s catalogue and draws the page in it at once: React re-renders, the document says its language. */
export async function switchLocale(i18n: I18n, locale: Locale) {
  if (i18n.locale === locale) return;
  i18n.load(locale, await loadMessages(locale));
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The browser's own preference, for a page the server did not draw. */
export const browserLocale = (): Locale =>
  typeof navigator === 'undefined'
    ? defaultLocale
    : negotiateLocale((navigator.languages ?? [navigator.language]).join(','));
