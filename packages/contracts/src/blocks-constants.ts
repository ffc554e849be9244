// Zod-free: what the web app reads from blocks.ts without its schemas (docs/decisions/0096).
/** Blocks (issue #17): two members stop seeing and reaching each other; the blocked one is not told. */
export const blockMessages = {
  notYourself: 'You cannot block yourself',
  memberNotFound: 'Member not found',
  blocked: 'Blocked',
  unblocked: 'Unblocked',
  loadFailed: 'Your blocked list could not be loaded.',
  cannotInvite: 'You cannot invite this member.',
  explain:
    'They will not see your profile, posts or comments, and cannot comment on them, like them, invite you or mention you. You will not see theirs either. They are not told.',
} as const;
