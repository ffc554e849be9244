/** Query keys of the moderation feature (issue #17). */
export const moderationKeys = {
  all: ['moderation'] as const,
  access: ['moderation', 'access'] as const,
  queue: ['moderation', 'queue'] as const,
  suspensions: ['moderation', 'suspensions'] as const,
  audit: ['moderation', 'audit'] as const,
};
