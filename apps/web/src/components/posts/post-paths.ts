/** Where a post lives: /circles/{circleId}/posts/{postId} (SPEC §2). */
export const postHref = (circleId: string, postId: string) =>
  `/circles/${encodeURIComponent(circleId)}/posts/${encodeURIComponent(postId)}`;
