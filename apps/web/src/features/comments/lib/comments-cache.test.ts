import type { Comment, CommentsPage, Reply } from '@circles/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flattenComments, patchCommentInPages } from './comments-cache';

const buildReply = (overrides: Partial<Reply> = {}): Reply => ({
  id: 'r1',
  postId: 'p1',
  parentId: 'c1',
  content: 'hello',
  isDeleted: false,
  isEdited: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  likesCount: 0,
  isLiked: false,
  author: {
    userId: 'u1',
    fullName: 'Ada Lovelace',
    firstName: 'Ada',
    screenName: 'adalovelace',
    avatarUrl: null,
    profileCompleted: true,
    isVerified: false,
    iconCodes: [],
  },
  ...overrides,
});

const buildComment = (overrides: Partial<Comment> = {}): Comment => ({
  ...buildReply({ id: 'c1', parentId: null }),
  replies: [],
  ...overrides,
});

const pagesOf = (...pages: Comment[][]): InfiniteData<CommentsPage> => ({
  pages: pages.map((comments) => ({ comments, total: 9, nextCursor: null })),
  pageParams: pages.map(() => undefined),
});

describe('patchCommentInPages', () => {
  it('changes a top-level comment', () => {
    const data = pagesOf([buildComment({ id: 'a' })], [buildComment({ id: 'b' })]);
    const next = patchCommentInPages(data, 'b', { isLiked: true, likesCount: 1 });
    expect(next?.pages[1]?.comments[0]).toMatchObject({ id: 'b', isLiked: true, likesCount: 1 });
    expect(next?.pages[0]?.comments[0]).toBe(data.pages[0]?.comments[0]);
  });

  it('changes a reply inside its comment', () => {
    const data = pagesOf([
      buildComment({ id: 'c1', replies: [buildReply({ id: 'r1' }), buildReply({ id: 'r2' })] }),
    ]);
    const next = patchCommentInPages(data, 'r2', { likesCount: 3 });
    expect(next?.pages[0]?.comments[0]?.replies.map((reply) => reply.likesCount)).toEqual([0, 3]);
  });

  it('returns the same data when the id is not loaded, and undefined stays undefined', () => {
    const data = pagesOf([buildComment()]);
    expect(patchCommentInPages(data, 'nope', { likesCount: 3 })).toBe(data);
    expect(patchCommentInPages(undefined, 'c1', { likesCount: 3 })).toBeUndefined();
  });
});

describe('flattenComments', () => {
  it('keeps page order and drops doubles', () => {
    const data = pagesOf(
      [buildComment({ id: 'a' }), buildComment({ id: 'b' })],
      [buildComment({ id: 'b' }), buildComment({ id: 'c' })],
    );
    expect(flattenComments(data).map((comment) => comment.id)).toEqual(['a', 'b', 'c']);
    expect(flattenComments(undefined)).toEqual([]);
  });
});
