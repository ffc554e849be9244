// Zod-free: what the web app reads from mutes.ts without its schemas (docs/decisions/0096).
/** Mutes (issue #17): what a member no longer wants in their feeds and notifications; the muted are not told. */
export const muteMessages = {
  notYourself: 'You cannot mute yourself',
  memberNotFound: 'Member not found',
  circleNotFound: 'Circle not found',
  muted: 'Muted',
  unmuted: 'Unmuted',
  loadFailed: 'Your muted list could not be loaded.',
} as const;
