import { type Blocks, blockMessages, isUuid } from '@circles/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { presentMemberConnection } from '../../lib/member-connection';
import type { BlocksRepository } from './repository';

/**
 * Blocks (issue #17). The rows are read where things are shown (lib/blocks-sql.ts in the posts, comments,
 * members and search queries; the notifications writer) and where members reach each other (`between`:
 * profiles, invitations). The blocked member is never told.
 */
export const createBlocksService = (deps: { repository: BlocksRepository }) => {
  const { repository } = deps;
  return {
    async list(userId: string): Promise<Blocks> {
      const members = await repository.list(userId);
      return {
        members: members.map(presentMemberConnection),
      };
    },

    async block(userId: string, memberId: string) {
      if (memberId === userId) throw badRequest(blockMessages.notYourself);
      if (!isUuid(memberId) || !(await repository.memberExists(memberId)))
        throw notFound(blockMessages.memberNotFound);
      await repository.add(userId, memberId);
      return this.list(userId);
    },

    async unblock(userId: string, memberId: string) {
      if (isUuid(memberId)) await repository.remove(userId, memberId);
      return this.list(userId);
    },

    /** Of these members, the ones the viewer and they have blocked (either way). */
    blockedAmong: (viewerId: string, memberIds: string[]) =>
      repository.blockedAmong(
        viewerId,
        memberIds.filter((id) => isUuid(id)),
      ),

    /** True when `blockerId` blocked `blockedId`: what the blocker may know (never the other way). */
    hasBlocked: (blockerId: string, blockedId: string) =>
      isUuid(blockerId) && isUuid(blockedId)
        ? repository.hasBlocked(blockerId, blockedId)
        : Promise.resolve(false),

    /** True when either blocked the other: they may not reach each other. */
    between: (a: string, b: string) =>
      isUuid(a) && isUuid(b) ? repository.between(a, b) : Promise.resolve(false),
  };
};

export type BlocksService = ReturnType<typeof createBlocksService>;
