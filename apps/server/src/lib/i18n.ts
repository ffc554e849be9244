import type { Locale } from '@circles/contracts';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type RawBuilder, sql } from 'kysely';
import { messages as de } from '../locales/de';
import { messages as en } from '../locales/en';
import { messages as es } from '../locales/es';
import { messages as fr } from '../locales/fr';
import { messages as it } from '../locales/it';
import { messages as pt } from '../locales/pt';
import { messages as zh } from '../locales/zh';

/**
 * The server's texts in a reader's language (issue #53, docs/decisions/0100): Lingui's runtime over the catalogues in
 * src/locales, compiled by `lingui compile`. Code writes `i18n._('English text', { values })` (what `lingui extract`
 * reads); a text missing from a catalogue shows its English, never its id.
 */
const catalogues: Record<Locale, Messages> = { en, es, pt, fr, de, zh, it };
const instances = new Map<Locale, I18n>();

export function textsIn(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * The language a member chose in Settings, or null (SQL, for the statements that claim a batch to send: the digest,
 * Web Push). One member at a time, ask the preferences service (`language`), which also applies the default.
 */
export const chosenLanguageSql = (userId: RawBuilder<unknown>) =>
  sql<string | null>`(select p.preference_value from user_preferences as p
    where p.user_id = ${userId} and p.preference_key = 'language')`;
