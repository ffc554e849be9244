// Zod-free: what the web app reads from profile.ts without its schemas (docs/decisions/0096).
import { limits } from './limits';
import { messages } from './messages';

export const iconCodeToEmoji = (code: string | null | undefined) => {
  if (!code || !/^U\+[0-9A-F]{4,6}$/.test(code)) return '';
  return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
};

/** Messages of the profile page and its settings (added by the project: handle, bio and the profile's screens). */
export const profileMessages = {
  handleFormat: 'Handle must be 3 to 30 characters: lowercase letters, numbers or underscores',
  handleTaken: 'This handle is already taken',
  bioTooLong: `Bio must be ${limits.bioMax} characters or less`,
  threeIcons: 'Please select 3 different profile icons',
  unknownIcon: 'Please select icons from the list',
  nothingToSave: 'Nothing to save',
  memberNotFound: 'Member not found',
  profilePrivate: 'This profile is private',
  loadFailed: 'Failed to load profile',
  postsFailed: 'Failed to load posts',
  connectionsFailed: 'Failed to load connections',
  avatarFailed: 'Failed to update your picture',
  saved: 'Profile saved',
  /** docs/product.md §Messages 'Failed to save profile (or the message)'. */
  saveFailedFallback: messages.profile.saveFailed,
} as const;

export const memberPostKinds = ['all', 'photos', 'videos'] as const;
