import {
  circleIdParamSchema,
  createPostSchema,
  editPostSchema,
  feedQuerySchema,
  postSearchQuerySchema,
} from '@circles/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { createPostsService } from './service';

type PostsService = ReturnType<typeof createPostsService>;

const postIdParamSchema = z.object({ postId: z.string().min(1).max(64) });
const pendingIdParamSchema = z.object({ pendingId: z.uuid() });
const postInCircleParamSchema = circleIdParamSchema.extend(postIdParamSchema.shape);

/**
 * POST /api/posts: create a post in a joined circle with at most one media item. PATCH and DELETE
 * /api/posts/:postId: the author edits the text or deletes the post.
 */
export const postsRoutes = (posts: PostsService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .post('/', validate('json', createPostSchema), async (c) => {
      const created = await posts.create(c.req.valid('json'), c.var.viewer.userId);
      // 202: accepted, published once its video or audio is processed (issue #52).
      return 'pending' in created ? c.json(created, 202) : c.json(created, 201);
    })
    // Issue #52: the viewer's posts waiting for their media, with progress, or that could not be published.
    .get('/pending', async (c) => c.json(await posts.pending.list(c.var.viewer.userId)))
    .delete('/pending/:pendingId', validate('param', pendingIdParamSchema), async (c) => {
      await posts.pending.remove(c.req.valid('param').pendingId, c.var.viewer.userId);
      return c.body(null, 204);
    })
    .patch('/:postId', validate('param', postIdParamSchema), validate('json', editPostSchema), async (c) =>
      c.json(await posts.edit(c.req.valid('param').postId, c.req.valid('json').content, c.var.viewer.userId)),
    )
    .delete('/:postId', validate('param', postIdParamSchema), async (c) =>
      c.json(await posts.remove(c.req.valid('param').postId, c.var.viewer.userId)),
    )
    .post('/:postId/shares', validate('param', postIdParamSchema), async (c) =>
      c.json(await posts.share(c.req.valid('param').postId, c.var.viewer.userId)),
    );

/** Feeds with cursor pagination, and post detail, under /api/feed. */
export const feedRoutes = (posts: PostsService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/home', validate('query', feedQuerySchema), async (c) => {
      const { cursor, limit } = c.req.valid('query');
      return c.json(await posts.homeFeed(c.var.viewer.userId, cursor, limit));
    })
    .get('/search', validate('query', postSearchQuerySchema), async (c) => {
      const { q, cursor, limit } = c.req.valid('query');
      return c.json(await posts.search(q, c.var.viewer.userId, cursor, limit));
    })
    .get(
      '/circles/:circleId',
      validate('param', circleIdParamSchema),
      validate('query', feedQuerySchema),
      async (c) => {
        const { cursor, limit } = c.req.valid('query');
        return c.json(
          await posts.circleFeed(c.req.valid('param').circleId, c.var.viewer.userId, cursor, limit),
        );
      },
    )
    .get('/circles/:circleId/posts/:postId', validate('param', postInCircleParamSchema), async (c) => {
      const { circleId, postId } = c.req.valid('param');
      return c.json(await posts.detail(circleId, postId, c.var.viewer.userId));
    })
    // The post page's one request: the post and the first page of its comments (issue #38).
    .get('/circles/:circleId/posts/:postId/page', validate('param', postInCircleParamSchema), async (c) => {
      const { circleId, postId } = c.req.valid('param');
      return c.json(await posts.page(circleId, postId, c.var.viewer.userId));
    });
