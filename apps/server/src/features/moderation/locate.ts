import { isUuid, moderationMessages, type ReportTarget } from '@circles/contracts';
import { notFound } from '../../lib/errors';
import type { CirclesService } from '../circles/service';
import type { CommentsService } from '../comments/service';
import type { PostsService } from '../posts/service';
import type { ModerationRepository } from './repository';

export type ReportedItemSources = {
  repository: ModerationRepository;
  posts: Pick<PostsService, 'visiblePost'>;
  comments: Pick<CommentsService, 'visibleComment'>;
  circles: Pick<CirclesService, 'get'>;
  /** Marketplace listings (issue #40): the seller of one the viewer may see; null for a sample. */
  listings: { sellerOf: (listingId: string, viewerId: string) => Promise<string | null> };
};

/** Where a reported item lives and whose it is, if the reporter may see it; otherwise 'could not be found'. */
export const reportedItemLocator =
  ({ repository, posts, comments, circles, listings }: ReportedItemSources) =>
  async (viewerId: string, { targetType, targetId }: ReportTarget) => {
    const gone = () => notFound(moderationMessages.notFound);
    if (targetType === 'post') {
      const post = await posts.visiblePost(targetId, viewerId).catch(() => Promise.reject(gone()));
      return { circleId: post.circle_id, ownerId: post.author_id };
    }
    if (targetType === 'comment') {
      if (!isUuid(targetId)) throw gone();
      const comment = await comments.visibleComment(targetId, viewerId).catch(() => Promise.reject(gone()));
      if (comment.is_deleted) throw gone();
      return { circleId: comment.circle_id, ownerId: comment.user_id };
    }
    if (targetType === 'member') {
      const [member] = isUuid(targetId) ? await repository.findMembers([targetId]) : [];
      if (!member) throw gone();
      return { circleId: null, ownerId: member.id };
    }
    if (targetType === 'listing') {
      const sellerId = await listings.sellerOf(targetId, viewerId).catch(() => Promise.reject(gone()));
      // A sample listing is nobody's: there is no one to answer for it.
      if (!sellerId) throw gone();
      return { circleId: null, ownerId: sellerId };
    }
    if (targetType === 'message') {
      // A direct message (issue #40): only a member of its conversation may report it.
      const message = await repository.findReportableMessage(targetId, viewerId);
      if (!message) throw gone();
      return { circleId: null, ownerId: message.sender_id };
    }
    await circles.get(targetId, viewerId).catch(() => Promise.reject(gone()));
    const [circle] = await repository.findCircles([targetId]);
    if (!circle) throw gone();
    return { circleId: circle.id, ownerId: circle.user_id };
  };
