/** Query keys of moderation (issue #17): the moderation page's lists, and the queue a new report joins. */
export const moderationKeys = {
  all: ['moderation'] as const,
  access: ['moderation', 'access'] as const,
  queue: ['moderation', 'queue'] as const,
  suspensions: ['moderation', 'suspensions'] as const,
  audit: ['moderation', 'audit'] as const,
};
