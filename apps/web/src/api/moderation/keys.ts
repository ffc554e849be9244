/**
 * Query keys of moderation (issue #17): the moderation page's lists, the queue a new report joins, and a member's
 * standing on their profile.
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  access: ['moderation', 'access'] as const,
  queue: ['moderation', 'queue'] as const,
  suspensions: ['moderation', 'suspensions'] as const,
  audit: ['moderation', 'audit'] as const,
  /** A member's role and suspension, as their profile shows a site moderator (issue #41). */
  member: (userId: string) => ['moderation', 'member', userId] as const,
};
