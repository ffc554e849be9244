import type { CommentsPage, Reply } from '@circles/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postsKeys } from '../../../api/posts/keys';
import { commentsKeys } from '../api/keys';

type CommentsData = InfiniteData<CommentsPage>;
export type CommentPatch = Partial<Pick<Reply, 'likesCount' | 'isLiked' | 'content' | 'isEdited'>>;

/** The cached pages with one comment or reply changed; the same object when the id is not there. */
export function patchCommentInPages(
  data: CommentsData | undefined,
  commentId: string,
  patch: CommentPatch,
): CommentsData | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    comments: page.comments.map((comment) => {
      if (comment.id === commentId) {
        found = true;
        return { ...comment, ...patch };
      }
      if (!comment.replies.some((reply) => reply.id === commentId)) return comment;
      found = true;
      return {
        ...comment,
        replies: comment.replies.map((reply) => (reply.id === commentId ? { ...reply, ...patch } : reply)),
      };
    }),
  }));
  return found ? { ...data, pages } : data;
}

/** Every loaded top-level comment, newest first, without doubles should pages overlap after a refetch. */
export function flattenComments(data: CommentsData | undefined) {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.comments)
    .filter((comment) => {
      if (seen.has(comment.id)) return false;
      seen.add(comment.id);
      return true;
    });
}

/** Writes a settled like into the cached list, so a remounted comment shows it too. */
export const setCommentLikeInCache = (
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  state: { liked: boolean; count: number },
) =>
  queryClient.setQueryData<CommentsData>(commentsKeys.list(postId), (data) =>
    patchCommentInPages(data, commentId, { isLiked: state.liked, likesCount: state.count }),
  );

/**
 * After a comment is added, edited or removed: refetch the post's comments and every cached post (detail and
 * feeds), whose comment counts may have moved.
 */
export const invalidateAfterCommentChange = (queryClient: QueryClient, postId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: commentsKeys.list(postId) }),
    queryClient.invalidateQueries({ queryKey: postsKeys.all }),
  ]);
