import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildComment, buildFeedPage, buildPost } from '../../testing/factories';
import { postsKeys } from './keys';
import { dropCachedPost, replaceCachedPost } from './posts-cache';

const setUp = () => {
  const queryClient = new QueryClient();
  const post = buildPost({ id: 'p1', content: 'Before' });
  const other = buildPost({ id: 'p2', content: 'Other' });
  const comments = { comments: [buildComment()], total: 1, nextCursor: null };
  queryClient.setQueryData(postsKeys.homeFeed(), {
    pages: [buildFeedPage([post, other])],
    pageParams: [null],
  });
  queryClient.setQueryData(postsKeys.detail('world', 'p1'), { post, comments });
  return { queryClient, post, comments };
};
const homeIds = (queryClient: QueryClient) =>
  queryClient
    .getQueryData<{ pages: { posts: { id: string; content: string }[] }[] }>(postsKeys.homeFeed())
    ?.pages.flatMap((page) => page.posts.map((post) => `${post.id} ${post.content}`));

describe('the cached posts (feeds and post pages)', () => {
  it('an edit shows in every feed and on the post page, whose comments stay', () => {
    const { queryClient, post, comments } = setUp();
    replaceCachedPost(queryClient, { ...post, content: 'After' });
    expect(homeIds(queryClient)).toEqual(['p1 After', 'p2 Other']);
    expect(queryClient.getQueryData(postsKeys.detail('world', 'p1'))).toEqual({
      post: { ...post, content: 'After' },
      comments,
    });
  });

  it('a delete leaves every feed; the post page keeps its post until it navigates away', () => {
    const { queryClient, post, comments } = setUp();
    dropCachedPost(queryClient, 'p1');
    expect(homeIds(queryClient)).toEqual(['p2 Other']);
    expect(queryClient.getQueryData(postsKeys.detail('world', 'p1'))).toEqual({ post, comments });
  });
});
