import {
  defaultPreferences,
  type Preference,
  type PreferenceKey,
  type Preferences,
  preferenceKeys,
  preferenceValueSchemas,
} from '@circles/contracts';
import { badRequest } from '../../lib/errors';
import type { PreferencesRepository } from './repository';

/** A stored value its key no longer accepts (say, a theme since retired) reads as the default. */
const readValue = <Key extends PreferenceKey>(key: Key, stored: string | undefined): Preferences[Key] => {
  const parsed = preferenceValueSchemas[key].safeParse(stored);
  return (parsed.success ? parsed.data : defaultPreferences[key]) as Preferences[Key];
};

/** The member's preferences (docs/product.md §Data), read and set always for the signed-in member themself. */
export const createPreferencesService = (repository: PreferencesRepository) => {
  const getAll = async (userId: string): Promise<Preferences> => {
    const stored = new Map(
      (await repository.listForUser(userId)).map((row) => [row.preference_key, row.preference_value]),
    );
    return Object.fromEntries(
      preferenceKeys.map((key) => [key, readValue(key, stored.get(key))]),
    ) as Preferences;
  };

  return {
    getAll,

    async getOne(userId: string, key: PreferenceKey): Promise<Preference> {
      return { key, value: readValue(key, await repository.findValue(userId, key)) };
    },

    /** Checks the value against its key before anything is written; answers all five afterwards. */
    async set(userId: string, key: PreferenceKey, value: string): Promise<Preferences> {
      const parsed = preferenceValueSchemas[key].safeParse(value);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid preference value';
        throw badRequest(message, { value: [message] });
      }
      await repository.upsert(userId, key, parsed.data);
      return getAll(userId);
    },
  };
};

export type PreferencesService = ReturnType<typeof createPreferencesService>;
