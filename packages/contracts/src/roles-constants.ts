// Zod-free: what the web app reads from roles.ts without its schemas (docs/decisions/0096).
/** Roles (issue #17; docs/product.md §Roles names none, so we define them). Site-wide: */
export const siteRoles = ['member', 'moderator', 'admin'] as const;

export type SiteRole = (typeof siteRoles)[number];

/** Per circle: its owner (the creator), the moderators the owner names, and everyone else. */
export const circleRoles = ['owner', 'moderator', 'member'] as const;

export const roleMessages = {
  adminsOnly: 'Only admins can do that.',
  moderatorsOnly: 'Only moderators can do that.',
  ownerOnly: 'Only the circle’s owner can name its moderators.',
  notAMember: 'That person is not a member of this circle.',
  ownerStays: 'The owner’s role cannot be changed.',
  blockedMember: 'You blocked this member. Unblock them before making them a moderator.',
  lastAdmin: 'The community needs at least one admin.',
  invalidRole: 'Choose member, moderator or admin.',
  invalidCircleRole: 'Choose moderator or member.',
} as const;

/** What each site role may do, as an admin choosing one reads it (issue #41). */
export const siteRoleLabels: Record<SiteRole, { label: string; description: string }> = {
  member: { label: 'Member', description: 'Posts, comments and reports like everyone else.' },
  moderator: {
    label: 'Moderator',
    description: 'Reviews reports everywhere, removes content, and suspends members.',
  },
  admin: { label: 'Admin', description: 'Everything a moderator does, and names moderators and admins.' },
};
