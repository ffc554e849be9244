import { isUuid, type Mutes, muteMessages } from '@circles/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { presentMemberConnection } from '../../lib/member-connection';
import type { CirclesService } from '../circles/service';
import type { MutesRepository } from './repository';

/**
 * Mutes (issue #17): a muted member's posts leave the muter's home and circle feeds, a muted circle's posts leave
 * home, and neither notifies the muter (posts/feed-page-query.ts and the notifications writer read the rows). A circle
 * must be one the member may see; the muted are never told.
 */
export const createMutesService = (deps: { repository: MutesRepository; circles: CirclesService }) => {
  const { repository, circles } = deps;
  return {
    async list(userId: string): Promise<Mutes> {
      const [members, mutedCircles] = await Promise.all([
        repository.listMembers(userId),
        repository.listCircles(userId),
      ]);
      return {
        members: members.map(presentMemberConnection),
        circles: mutedCircles,
      };
    },

    async muteMember(userId: string, memberId: string) {
      if (memberId === userId) throw badRequest(muteMessages.notYourself);
      if (!isUuid(memberId) || !(await repository.memberExists(memberId)))
        throw notFound(muteMessages.memberNotFound);
      await repository.add(userId, { type: 'member', id: memberId });
      return this.list(userId);
    },

    async unmuteMember(userId: string, memberId: string) {
      await repository.remove(userId, { type: 'member', id: memberId });
      return this.list(userId);
    },

    async muteCircle(userId: string, circleIdOrAlias: string) {
      const circle = await circles.visibleCircle(circleIdOrAlias, userId).catch(() => {
        throw notFound(muteMessages.circleNotFound);
      });
      await repository.add(userId, { type: 'circle', id: circle.id });
      return this.list(userId);
    },

    async unmuteCircle(userId: string, circleId: string) {
      await repository.remove(userId, { type: 'circle', id: circleId });
      return this.list(userId);
    },
  };
};

export type MutesService = ReturnType<typeof createMutesService>;
