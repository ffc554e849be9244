/** Query keys of the comments feature: one paged list per post. */
export const commentsKeys = {
  all: ['comments'] as const,
  list: (postId: string) => [...commentsKeys.all, 'list', postId] as const,
};
