import type { SiteRole } from '@circles/contracts';

/** Site moderators and admins act on members (suspend, lift, change role); nobody else sees those controls. */
export const moderatesMembers = (role: SiteRole | undefined) => role === 'moderator' || role === 'admin';
