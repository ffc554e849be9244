import { type Circle, type JoinRequest, joinRequestMessages } from '@circles/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { JoinRequestsRepository } from './repository';

/** What this feature needs of a circle: the circles feature's own view of it, for one viewer. */
type CircleHeader = {
  id: string;
  type: 'personal' | 'public' | 'private';
  viewer_status: 'member' | 'pending' | null;
};

type Deps = {
  repository: JoinRequestsRepository;
  circles: {
    /** The circle if the viewer may see at least its header, else throws 'Circle not found'. */
    headerCircle: (circleIdOrAlias: string, viewerId: string) => Promise<CircleHeader>;
    get: (circleId: string, viewerId: string) => Promise<Circle>;
  };
  /** Site moderators and admins, and the circle's owner and moderators (roles feature). */
  moderatesCircle: (userId: string, circleId: string) => Promise<boolean>;
};

type Requester = {
  id: string;
  full_name: string;
  avatar_url: string | null;
  manual_verification: boolean;
  message: string | null;
  created_at: Date;
};
const presentRequest = (row: Requester): JoinRequest => ({
  userId: row.id,
  fullName: row.full_name,
  avatarUrl: row.avatar_url,
  manualVerification: row.manual_verification,
  message: row.message,
  createdAt: row.created_at.toISOString(),
});

/**
 * Requests to join private circles (issue #17). Access first: the circle must be visible to the viewer (its
 * header at least); reviewing needs `moderatesCircle`. A request never makes its author a member by itself.
 */
export const createJoinRequestsService = ({ repository, circles, moderatesCircle }: Deps) => {
  /** The circle, if the viewer may review its requests; 404 when they may not see it, 403 when not a reviewer. */
  async function reviewedCircle(circleId: string, viewerId: string) {
    const circle = await circles.headerCircle(circleId, viewerId);
    if (!(await moderatesCircle(viewerId, circle.id))) throw forbidden(joinRequestMessages.reviewersOnly);
    return circle;
  }

  return {
    /** Asks to join; answers with the circle as the requester now sees it ('Request pending'). */
    async request(circleId: string, viewerId: string, message: string | null) {
      const circle = await circles.headerCircle(circleId, viewerId);
      if (circle.type !== 'private') throw badRequest(joinRequestMessages.notPrivate);
      if (circle.viewer_status === 'member') throw badRequest(joinRequestMessages.alreadyMember);
      if (!(await repository.create(circle.id, viewerId, message)))
        throw conflict(joinRequestMessages.alreadyRequested, 'already_requested');
      return circles.get(circle.id, viewerId);
    },

    async withdraw(circleId: string, viewerId: string) {
      const circle = await circles.headerCircle(circleId, viewerId);
      if (!(await repository.withdraw(circle.id, viewerId))) throw notFound(joinRequestMessages.notFound);
      return circles.get(circle.id, viewerId);
    },

    async list(circleId: string, viewerId: string) {
      const circle = await reviewedCircle(circleId, viewerId);
      return (await repository.list(circle.id)).map(presentRequest);
    },

    async approve(circleId: string, userId: string, viewerId: string) {
      const circle = await reviewedCircle(circleId, viewerId);
      if (!(await repository.approve(circle.id, userId))) throw notFound(joinRequestMessages.notFound);
      return { userId, status: 'approved' as const };
    },

    async reject(circleId: string, userId: string, reason: string | null, viewerId: string) {
      const circle = await reviewedCircle(circleId, viewerId);
      if (!(await repository.reject(circle.id, userId, reason))) throw notFound(joinRequestMessages.notFound);
      return { userId, status: 'rejected' as const };
    },
  };
};

export type JoinRequestsService = ReturnType<typeof createJoinRequestsService>;
