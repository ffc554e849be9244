import { z } from 'zod';
import { defaultLocale, localeCodes, localeMessages } from './locales';

/**
 * docs/product.md §Data Preferences: one text value per member and key. Switches store 'true' / 'false' as text,
 * like the original product's rows. profile_visibility takes docs/product.md §Behaviour's 'Visibility values':
 * everyone, circle_members or only_me (default everyone).
 */
export const preferenceKeys = [
  'theme',
  'push_notifications',
  'email_notifications',
  'profile_visibility',
  'activity_status',
  'require_alt_text',
  // Issue #40: who may message the member: 'everyone', or 'circle_members' (only members sharing a circle).
  'message_privacy',
  // Issue #53: the language the product is drawn in (page, mail, push); until chosen, the browser's.
  'language',
] as const;
export type PreferenceKey = (typeof preferenceKeys)[number];

export const themeModes = ['system', 'light', 'dark'] as const;
export const profileVisibilities = ['everyone', 'circle_members', 'only_me'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];
export const switchValues = ['true', 'false'] as const;

export const preferenceMessages = {
  unknownKey: `Unknown preference. Use one of: ${preferenceKeys.join(', ')}`,
  valueRequired: 'A text value is required',
  invalidTheme: 'Theme must be system, light or dark',
  invalidSwitch: 'This setting must be true or false',
  invalidVisibility: 'Profile visibility must be everyone, circle_members or only_me',
  invalidMessagePrivacy: 'Message privacy must be everyone or circle_members',
  loadFailed: 'Your settings could not be loaded.',
  saveFailed: 'That change could not be saved. Please try again.',
} as const;

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

/** A value as stored ('true' / 'false') to a switch's on/off, and back. */
export const isSwitchOn = (value: (typeof switchValues)[number]) => value === 'true';
export const switchValue = (isOn: boolean) => (isOn ? 'true' : 'false');
