import type { CircleRole, SiteRole } from '@circles/contracts';

/**
 * Who may do what by role (issue #17). Pure rules: the services read the roles and ask here. Site moderators
 * and admins moderate everywhere; a circle's owner and moderators moderate that circle; only admins name site
 * roles; only a circle's owner (or an admin) names its moderators.
 */
export const rolePolicy = {
  isAdmin: (role: SiteRole) => role === 'admin',

  moderatesSite: (role: SiteRole) => role === 'moderator' || role === 'admin',

  moderatesCircle: (siteRole: SiteRole, circleRole: CircleRole | null) =>
    rolePolicy.moderatesSite(siteRole) || circleRole === 'owner' || circleRole === 'moderator',

  namesCircleModerators: (siteRole: SiteRole, circleRole: CircleRole | null) =>
    siteRole === 'admin' || circleRole === 'owner',
};
