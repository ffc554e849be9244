import {
  type Comment,
  type CommentsPage,
  commentMessages,
  decodeCursor,
  encodeCursor,
  isUuid,
  limits,
  mentionedHandles,
  type Reply,
} from '@circles/contracts';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { CirclesService } from '../circles/service';
import type { createPostsService } from '../posts/service';
import type { CommentCursor, CommentRow, CommentsRepository } from './repository';

type PostsService = ReturnType<typeof createPostsService>;

const presentReply = (row: CommentRow): Reply => ({
  id: row.id,
  postId: row.post_id,
  parentId: row.parent_id,
  content: row.is_deleted ? '' : row.content,
  isDeleted: row.is_deleted,
  isEdited: row.edited_at !== null,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
  likesCount: row.likes_count,
  isLiked: row.is_liked,
  author: {
    userId: row.author_id,
    fullName: row.full_name,
    firstName: row.first_name,
    screenName: row.user_handle,
    avatarUrl: row.avatar_url,
    profileCompleted: row.profile_completed,
    isVerified: row.manual_verification,
    iconCodes: [row.icon1_code, row.icon2_code, row.icon3_code].filter((code): code is string =>
      Boolean(code),
    ),
  },
});

export const createCommentsService = (deps: {
  repository: CommentsRepository;
  posts: PostsService;
  circles: CirclesService;
  /** Blocks (issue #17): whether either of two members blocked the other. */
  blockedBetween?: (a: string, b: string) => Promise<boolean>;
  /** REQUIRE_VERIFICATION (issue #17): only verified members comment in public circles; unset when off. */
  requireVerified?: (userId: string, action: 'comment') => Promise<void>;
}) => {
  const { repository, posts, circles, blockedBetween, requireVerified } = deps;

  /** The comment if the viewer may see its post; otherwise 'Comment not found'. */
  async function visibleComment(commentId: string, viewerId: string) {
    const context = isUuid(commentId) ? await repository.findContext(commentId) : undefined;
    if (!context) throw notFound(commentMessages.notFound);
    await circles.circleWithContent(context.circle_id, viewerId).catch(() => {
      throw notFound(commentMessages.notFound);
    });
    // A blocked (or blocking) member's comment is not there for the viewer: no reply, no like.
    if (context.user_id !== viewerId && (await blockedBetween?.(viewerId, context.user_id)))
      throw notFound(commentMessages.notFound);
    return context;
  }

  async function authoredComment(commentId: string, viewerId: string) {
    const context = await visibleComment(commentId, viewerId);
    if (context.user_id !== viewerId) throw forbidden(commentMessages.notAuthor);
    if (context.is_deleted) throw notFound(commentMessages.notFound);
    return context;
  }

  async function present(commentId: string, viewerId: string): Promise<Reply> {
    const row = await repository.findOne(commentId, viewerId);
    if (!row) throw notFound(commentMessages.notFound);
    return presentReply(row);
  }

  async function pageOf(
    postId: string,
    viewerId: string,
    after: CommentCursor | null,
  ): Promise<CommentsPage> {
    const pageSize = limits.commentsPageSize;
    const { total, comments: rows } = await repository.listPage(postId, viewerId, after, pageSize + 1);
    const visible = rows.slice(0, pageSize);
    const comments: Comment[] = visible.map((row) => ({
      ...presentReply(row),
      replies: row.replies.map(presentReply),
    }));
    const last = visible.at(-1);
    return {
      comments,
      total,
      nextCursor: rows.length > pageSize && last ? encodeCursor(last.created_at, last.id) : null,
    };
  }

  return {
    visibleComment,

    /** A page of 3 top-level comments, newest first, each with all its replies, plus the total. */
    async list(postId: string, viewerId: string, cursor: string | undefined): Promise<CommentsPage> {
      await posts.visiblePost(postId, viewerId);
      const decoded = cursor ? decodeCursor(cursor) : null;
      if (cursor && !decoded) throw badRequest('Invalid cursor');
      return pageOf(postId, viewerId, decoded);
    },

    /** The first page of a post whose access the caller checked (the posts feature's post page). */
    firstPageOfVisiblePost: (postId: string, viewerId: string) => pageOf(postId, viewerId, null),

    /** Adds a comment or a reply; a reply to a reply attaches to its top-level comment (one level deep). */
    async create(postId: string, input: { content: string; parentId?: string | null }, viewerId: string) {
      const located = await posts.visiblePost(postId, viewerId);
      if (requireVerified) {
        const circle = await circles.circleWithContent(located.circle_id, viewerId);
        if (circle.type === 'public') await requireVerified(viewerId, 'comment');
      }
      let parentId: string | null = null;
      if (input.parentId) {
        const parent = await visibleComment(input.parentId, viewerId);
        if (parent.post_id !== postId) throw notFound(commentMessages.notFound);
        parentId = parent.parent_id ?? parent.id;
      }
      const id = await repository.create({
        postId,
        userId: viewerId,
        parentId,
        content: input.content,
        mentions: mentionedHandles(input.content),
      });
      return present(id, viewerId);
    },

    async edit(commentId: string, content: string, viewerId: string) {
      await authoredComment(commentId, viewerId);
      await repository.edit(commentId, content);
      return present(commentId, viewerId);
    },

    async remove(commentId: string, viewerId: string) {
      await authoredComment(commentId, viewerId);
      await repository.softDelete(commentId);
      return present(commentId, viewerId);
    },

    /** A moderator removes a comment as its author's delete does (issue #17); access is the caller's to check. */
    removeForModeration: (commentId: string) => repository.softDelete(commentId),
  };
};

export type CommentsService = ReturnType<typeof createCommentsService>;
