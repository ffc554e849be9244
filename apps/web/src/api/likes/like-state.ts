import type { LikeState } from '@circles/contracts';

/** A count is never shown below 0 (docs/product.md §Behaviour Like). */
export const settledLike = ({ liked, count }: LikeState): LikeState => ({ liked, count: Math.max(0, count) });

/** The optimistic flip: liked turns over and the count moves by one, never below 0. */
export const toggledLike = ({ liked, count }: LikeState): LikeState =>
  settledLike({ liked: !liked, count: count + (liked ? -1 : 1) });

export const isSameLike = (a: LikeState, b: LikeState) => a.liked === b.liked && a.count === b.count;
