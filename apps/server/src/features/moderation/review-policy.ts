import type { ReportTargetType } from '@circles/contracts';

/** A reported item, as far as who may review it goes. */
export type ReviewedItem = {
  targetType: ReportTargetType;
  /** The circle it lives in (the circle itself for a circle); null for a member. */
  circleId: string | null;
  /** Whose it is: the author, the member, the circle's owner; null when unknown. */
  ownerId: string | null;
  /** The owner of the circle it lives in, if any. */
  circleOwnerId: string | null;
};

/**
 * Who reviews a report (issue #37). Pure rules; the service reads the roles and asks here.
 * - Nobody reviews a report about their own content, or about their own circle.
 * - A circle's owner and moderators review reports about other members' posts and comments in it; reports about
 *   the circle itself, about its owner's content (a circle moderator cannot act against the owner) and about
 *   members go to the site moderators only.
 */
export const reviewPolicy = {
  isOwn: (viewerId: string, item: ReviewedItem) =>
    item.ownerId === viewerId || (item.targetType === 'circle' && item.circleOwnerId === viewerId),

  /** 'circle' when the circle's owner and moderators may review it too, 'site' when only site moderators may. */
  level: (item: ReviewedItem): 'circle' | 'site' =>
    (item.targetType === 'post' || item.targetType === 'comment') &&
    item.circleId !== null &&
    item.ownerId !== null &&
    item.ownerId !== item.circleOwnerId
      ? 'circle'
      : 'site',
};
