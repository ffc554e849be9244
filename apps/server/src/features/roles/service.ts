import { type CircleRole, roleMessages, type SiteRole } from '@circles/contracts';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { rolePolicy } from './policy';
import type { RolesRepository } from './repository';

/**
 * Roles (issue #17). Other features ask here before a moderation action: `requireSiteModerator`,
 * `requireAdmin`, `moderatesCircle`. The first account of a new install, and every ADMIN_EMAILS account, is admin.
 */
export const createRolesService = (deps: {
  repository: RolesRepository;
  adminEmails: readonly string[];
  /** True when the first member blocked the second (blocks service). */
  hasBlocked: (blockerId: string, blockedId: string) => Promise<boolean>;
}) => {
  const { repository, adminEmails, hasBlocked } = deps;
  const siteRole = async (userId: string): Promise<SiteRole> =>
    (await repository.siteRoleOf(userId)) ?? 'member';

  return {
    siteRole,
    circleRole: (circleId: string, userId: string): Promise<CircleRole | null> =>
      repository.circleRoleOf(circleId, userId),

    async requireAdmin(userId: string) {
      if (!rolePolicy.isAdmin(await siteRole(userId))) throw forbidden(roleMessages.adminsOnly);
    },

    async requireSiteModerator(userId: string) {
      if (!rolePolicy.moderatesSite(await siteRole(userId))) throw forbidden(roleMessages.moderatorsOnly);
    },

    /** Site moderators and admins everywhere; a circle's owner and moderators in it. */
    async moderatesCircle(userId: string, circleId: string | null) {
      const site = await siteRole(userId);
      if (rolePolicy.moderatesSite(site)) return true;
      if (!circleId) return false;
      return rolePolicy.moderatesCircle(site, await repository.circleRoleOf(circleId, userId));
    },

    moderatorIds: repository.moderatorIds,

    /** The role a new account starts with. */
    async roleForNewMember(email: string): Promise<SiteRole> {
      if (adminEmails.includes(email.toLowerCase())) return 'admin';
      return (await repository.isEmpty()) ? 'admin' : 'member';
    },

    promoteAdminEmails: () => repository.promoteEmails(adminEmails),

    async setSiteRole(adminId: string, userId: string, role: SiteRole) {
      if (!rolePolicy.isAdmin(await siteRole(adminId))) throw forbidden(roleMessages.adminsOnly);
      if ((await repository.siteRoleOf(userId)) === null) throw notFound('Member not found');
      if (!(await repository.setSiteRole(userId, role))) throw badRequest(roleMessages.lastAdmin);
      return { userId, role };
    },

    async setCircleRole(actorId: string, circleId: string, userId: string, role: 'moderator' | 'member') {
      const [site, own] = [await siteRole(actorId), await repository.circleRoleOf(circleId, actorId)];
      if (!rolePolicy.namesCircleModerators(site, own)) throw forbidden(roleMessages.ownerOnly);
      const target = await repository.circleRoleOf(circleId, userId);
      if (target === null) throw badRequest(roleMessages.notAMember);
      if (target === 'owner') throw badRequest(roleMessages.ownerStays);
      // Nobody they blocked moderates for them (issue #37); only their own blocks, which they know of.
      if (role === 'moderator' && (await hasBlocked(actorId, userId)))
        throw badRequest(roleMessages.blockedMember);
      await repository.setCircleRole(circleId, userId, role);
      return { userId, role };
    },
  };
};

export type RolesService = ReturnType<typeof createRolesService>;
