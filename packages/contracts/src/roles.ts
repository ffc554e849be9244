import { z } from 'zod';
import { type circleRoles, roleMessages, siteRoles } from './roles-constants';

export { circleRoles, roleMessages, type SiteRole, siteRoleLabels, siteRoles } from './roles-constants';
export type CircleRole = (typeof circleRoles)[number];

export const setSiteRoleSchema = z.object({
  role: z.enum(siteRoles, { error: roleMessages.invalidRole }),
});
export const setCircleRoleSchema = z.object({
  role: z.enum(['moderator', 'member'], { error: roleMessages.invalidCircleRole }),
});

/** PUT /api/roles/site/:userId answers the role now held. */
export const siteRoleSetSchema = z.object({ userId: z.string(), role: z.enum(siteRoles) });
export type SiteRoleSet = z.infer<typeof siteRoleSetSchema>;
