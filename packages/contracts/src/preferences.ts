import { z } from 'zod';
import { defaultLocale, localeCodes, localeMessages } from './locales';
import {
  preferenceKeys,
  preferenceMessages,
  profileVisibilities,
  switchValues,
  themeModes,
} from './preferences-constants';

export {
  isSwitchOn,
  preferenceKeys,
  preferenceMessages,
  profileVisibilities,
  switchValue,
  switchValues,
  themeModes,
} from './preferences-constants';
export type PreferenceKey = (typeof preferenceKeys)[number];
export type ProfileVisibility = (typeof profileVisibilities)[number];

const switchSchema = z.enum(switchValues, { error: preferenceMessages.invalidSwitch });

/** What each key accepts; every value is text. */
export const preferenceValueSchemas = {
  theme: z.enum(themeModes, { error: preferenceMessages.invalidTheme }),
  push_notifications: switchSchema,
  email_notifications: switchSchema,
  profile_visibility: z.enum(profileVisibilities, { error: preferenceMessages.invalidVisibility }),
  activity_status: switchSchema,
  require_alt_text: switchSchema,
  message_privacy: z.enum(['everyone', 'circle_members'], {
    error: preferenceMessages.invalidMessagePrivacy,
  }),
  language: z.enum(localeCodes, { error: localeMessages.unknownLanguage }),
} satisfies Record<PreferenceKey, z.ZodType<string>>;

/** All preferences of a member, stored or default. */
export const preferencesSchema = z.object(preferenceValueSchemas);
export type Preferences = z.infer<typeof preferencesSchema>;

/** docs/product.md §Limits 'Default preferences' (theme follows the system, docs/product.md §Behaviour). */
export const defaultPreferences: Preferences = {
  theme: 'system',
  push_notifications: 'true',
  email_notifications: 'true',
  profile_visibility: 'everyone',
  activity_status: 'true',
  // Added by issue #18: alt text is asked for gently; this makes it required.
  require_alt_text: 'false',
  message_privacy: 'everyone',
  // Answered as the request's Accept-Language while the member has not chosen (apps/server preferences service).
  language: defaultLocale,
};

export const preferenceKeyParamSchema = z.object({
  key: z.enum(preferenceKeys, { error: preferenceMessages.unknownKey }),
});

/** PUT body; the value is checked against its key's schema once the key is known. */
export const setPreferenceSchema = z.object({
  value: z.string({ error: preferenceMessages.valueRequired }),
});

export const preferenceSchema = z.object({ key: z.enum(preferenceKeys), value: z.string() });
export type Preference = z.infer<typeof preferenceSchema>;
