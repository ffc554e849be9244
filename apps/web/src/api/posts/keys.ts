/**
 * Query keys of posts: the home feed, each circle's and member's feed, search results and single posts. All live
 * under `all`, so an edit, a delete, a mute or a block reaches every cached copy.
 */
export const postsKeys = {
  all: ['posts'] as const,
  homeFeed: () => [...postsKeys.all, 'feed', 'home'] as const,
  circleFeed: (circleId: string) => [...postsKeys.all, 'feed', 'circle', circleId] as const,
  /** One member's posts on their profile (tab kind: all, photos or videos). */
  memberFeed: (handle: string, kind: string) => [...postsKeys.all, 'feed', 'member', handle, kind] as const,
  /** Posts found by words (the search page). */
  search: (text: string) => [...postsKeys.all, 'search', text] as const,
  /** A post's page: the post and the first page of its comments. */
  detail: (circleId: string, postId: string) => [...postsKeys.all, 'detail', circleId, postId] as const,
  /** The viewer's posts waiting for their video or audio to be processed (issue #52). */
  pending: () => [...postsKeys.all, 'pending'] as const,
};
