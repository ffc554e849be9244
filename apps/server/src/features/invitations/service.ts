import {
  type CreatedInvitation,
  type InvitationList,
  invitationLimits,
  invitationMessages,
  isUuid,
} from '@circles/contracts';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { InvitationsRepository } from './repository';
import { hashInvitationToken, newInvitationToken } from './token';

const dayMs = 24 * 60 * 60 * 1000;
/** The list shows the newest links; older ones are used or long expired. */
const listLimit = 100;

/**
 * Invitation links (issue #41): a member makes a link (at most 20 unused at once, 14 days, single use) that lets
 * one person sign up while INVITE_ONLY is on, lists theirs with who used each, and revokes an unused one. A
 * suspended member makes none, and their links let nobody in while the suspension lasts (repository.ts).
 */
export const createInvitationsService = (deps: {
  repository: InvitationsRepository;
  publicUrl: string;
  isSuspended: (userId: string) => Promise<boolean>;
}) => {
  const { repository, publicUrl, isSuspended } = deps;
  return {
    async create(userId: string): Promise<CreatedInvitation> {
      if (await isSuspended(userId)) throw forbidden(invitationMessages.suspended);
      const token = newInvitationToken();
      const expiresAt = new Date(Date.now() + invitationLimits.validDays * dayMs);
      const created = await repository.create(
        userId,
        hashInvitationToken(token),
        expiresAt,
        invitationLimits.maxUnused,
      );
      if (!created) throw conflict(invitationMessages.tooMany, 'too_many_invitations');
      return {
        id: created.id,
        url: `${publicUrl}/auth/sign-up?invite=${token}`,
        token,
        expiresAt: created.expires_at.toISOString(),
      };
    },

    async list(userId: string): Promise<InvitationList> {
      const rows = await repository.list(userId, listLimit);
      return {
        maxUnused: invitationLimits.maxUnused,
        invitations: rows.map((row) => ({
          id: row.id,
          createdAt: row.created_at.toISOString(),
          expiresAt: row.expires_at.toISOString(),
          status: row.used_at ? 'used' : row.is_expired ? 'expired' : 'unused',
          usedAt: row.used_at?.toISOString() ?? null,
          usedBy:
            row.used_by && row.full_name !== null && row.user_handle !== null
              ? { userId: row.used_by, fullName: row.full_name, handle: row.user_handle }
              : null,
        })),
      };
    },

    async revoke(userId: string, invitationId: string): Promise<InvitationList> {
      const found = isUuid(invitationId) ? await repository.find(userId, invitationId) : undefined;
      if (!found) throw notFound(invitationMessages.notFound);
      if (found.used_at || !(await repository.revoke(userId, invitationId)))
        throw conflict(invitationMessages.alreadyUsed);
      return this.list(userId);
    },

    /** Sign-up (auth, through compose-auth.ts): whether the token would let someone in now. Reads only. */
    isUsable: (token: string) => repository.isUsable(token),
    /** Sign-up: takes the link just before the account is made (its id), or undefined when it cannot be taken. */
    claim: (token: string) => repository.claim(token),
    /** Sign-up: names the new account on the link it took. */
    bind: (invitationId: string, userId: string) => repository.bind(invitationId, userId),
  };
};

export type InvitationsService = ReturnType<typeof createInvitationsService>;
