import { defaultLocale, isLocale, type Locale, negotiateLocale } from '@circles/contracts';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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
 * The language to write to a member in: their choice in Settings; else, while they are the one asking, their
 * browser's; else English (a digest or a push reaches a member who never chose).
 */
export async function memberLocale(
  db: Kysely<Database>,
  userId: string,
  request?: Pick<Request, 'headers'>,
): Promise<Locale> {
  const row = await db
    .selectFrom('user_preferences')
    .select('preference_value')
    .where('user_id', '=', userId)
    .where('preference_key', '=', 'language')
    .executeTakeFirst();
  if (isLocale(row?.preference_value)) return row.preference_value;
  return request ? negotiateLocale(request.headers.get('accept-language')) : defaultLocale;
}

/** The chosen language of each of these members (English for those who never chose), in one read. */
export async function memberLocales(db: Kysely<Database>, userIds: readonly string[]) {
  const chosen = new Map<string, Locale>();
  if (userIds.length === 0) return chosen;
  const rows = await db
    .selectFrom('user_preferences')
    .select(['user_id', 'preference_value'])
    .where('user_id', 'in', [...new Set(userIds)])
    .where('preference_key', '=', 'language')
    .execute();
  for (const row of rows) if (isLocale(row.preference_value)) chosen.set(row.user_id, row.preference_value);
  return chosen;
}
