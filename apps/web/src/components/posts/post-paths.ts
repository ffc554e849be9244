/** Where a post lives: /circles/{circleId}/posts/{postId} (docs/product.md §Screens). */
export const postHref = (circleId: string, postId: string) =>
  `/circles/${encodeURIComponent(circleId)}/posts/${encodeURIComponent(postId)}`;
