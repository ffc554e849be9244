import {
  defaultLocale,
  defaultPreferences,
  type Locale,
  localeCodes,
  localeMessages,
  type Preference,
  type PreferenceKey,
  type Preferences,
  preferenceKeys,
  preferenceValueSchemas,
} from '@circles/contracts';
import { badRequest } from '../../lib/errors';
import type { PreferencesRepository } from './repository';

/**
 * A stored value its key no longer accepts (say, a theme since retired) reads as the default; the language's
 * default is the one the request's browser asks for (`browserLocale`, negotiated from Accept-Language).
 */
const readValue = <Key extends PreferenceKey>(
  key: Key,
  stored: string | undefined,
  browserLocale: Locale,
): Preferences[Key] => {
  const parsed = preferenceValueSchemas[key].safeParse(stored);
  if (parsed.success) return parsed.data as Preferences[Key];
  return (key === 'language' ? browserLocale : defaultPreferences[key]) as Preferences[Key];
};

/** The member's preferences (docs/product.md §Data), read and set always for the signed-in member themself. */
export const createPreferencesService = (repository: PreferencesRepository) => {
  const getAll = async (userId: string, browserLocale: Locale = defaultLocale): Promise<Preferences> => {
    const stored = new Map(
      (await repository.listForUser(userId)).map((row) => [row.preference_key, row.preference_value]),
    );
    return Object.fromEntries(
      preferenceKeys.map((key) => [key, readValue(key, stored.get(key), browserLocale)]),
    ) as Preferences;
  };

  return {
    getAll,

    async getOne(
      userId: string,
      key: PreferenceKey,
      browserLocale: Locale = defaultLocale,
    ): Promise<Preference> {
      return { key, value: readValue(key, await repository.findValue(userId, key), browserLocale) };
    },

    /**
     * The language to write to the member in (issue #53): their choice in Settings, else `browserLocale` (the
     * asking browser's, or English when nobody is asking: a digest, a push).
     */
    async language(userId: string, browserLocale: Locale = defaultLocale): Promise<Locale> {
      return readValue('language', await repository.findValue(userId, 'language'), browserLocale);
    },

    /**
     * Checks the value against its key before anything is written; answers them all afterwards. An unknown
     * language's answer lists the languages there are (issue #53).
     */
    async set(
      userId: string,
      key: PreferenceKey,
      value: string,
      browserLocale: Locale = defaultLocale,
    ): Promise<Preferences> {
      const parsed = preferenceValueSchemas[key].safeParse(value);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid preference value';
        if (key === 'language')
          throw badRequest(localeMessages.unknownLanguage, { value: [message] }, { languages: localeCodes });
        throw badRequest(message, { value: [message] });
      }
      await repository.upsert(userId, key, parsed.data);
      return getAll(userId, browserLocale);
    },
  };
};

export type PreferencesService = ReturnType<typeof createPreferencesService>;
