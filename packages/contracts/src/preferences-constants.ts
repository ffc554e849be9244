// Zod-free: what the web app reads from preferences.ts without its schemas (docs/decisions/0096).
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

export const themeModes = ['system', 'light', 'dark'] as const;

export const profileVisibilities = ['everyone', 'circle_members', 'only_me'] as const;

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

/** A value as stored ('true' / 'false') to a switch's on/off, and back. */
export const isSwitchOn = (value: (typeof switchValues)[number]) => value === 'true';

export const switchValue = (isOn: boolean) => (isOn ? 'true' : 'false');
