import type { FeedPage, Post, PostPage } from '@circles/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postsKeys } from './keys';

const isFeed = (data: unknown): data is InfiniteData<FeedPage> =>
  typeof data === 'object' && data !== null && 'pages' in data;
const isPostPage = (data: unknown): data is PostPage =>
  typeof data === 'object' && data !== null && 'post' in data && 'comments' in data;

/** Every cached feed page and post page under postsKeys, with `change` applied to each post (null drops it). */
function changeCachedPosts(queryClient: QueryClient, change: (post: Post) => Post | null) {
  queryClient.setQueriesData({ queryKey: postsKeys.all }, (data: unknown) => {
    if (isFeed(data)) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: page.posts.flatMap((post) => {
            const next = change(post);
            return next ? [next] : [];
          }),
        })),
      };
    }
    // A deleted post's own page keeps its data until it navigates away.
    if (isPostPage(data)) return { ...data, post: change(data.post) ?? data.post };
    return data;
  });
}

/** After an edit: every feed and detail shows the new text at once. */
export const replaceCachedPost = (queryClient: QueryClient, edited: Post) =>
  changeCachedPosts(queryClient, (post) => (post.id === edited.id ? edited : post));

/** After a delete: the post leaves every cached feed. */
export const dropCachedPost = (queryClient: QueryClient, postId: string) =>
  changeCachedPosts(queryClient, (post) => (post.id === postId ? null : post));
