import { commentsQuerySchema, createCommentSchema, editCommentSchema } from '@circles/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { CommentsService } from './service';

const postParam = validate('param', z.object({ postId: z.string().min(1).max(64) }));
const commentParam = validate('param', z.object({ commentId: z.string().min(1).max(64) }));

/** /api/posts/:postId/comments (list, add) and /api/comments/:commentId (edit, soft delete). */
export const postCommentsRoutes = (comments: CommentsService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/:postId/comments', postParam, validate('query', commentsQuerySchema), async (c) =>
      c.json(
        await comments.list(c.req.valid('param').postId, c.var.viewer.userId, c.req.valid('query').cursor),
      ),
    )
    .post('/:postId/comments', postParam, validate('json', createCommentSchema), async (c) =>
      c.json(
        await comments.create(c.req.valid('param').postId, c.req.valid('json'), c.var.viewer.userId),
        201,
      ),
    );

export const commentsRoutes = (comments: CommentsService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .patch('/:commentId', commentParam, validate('json', editCommentSchema), async (c) =>
      c.json(
        await comments.edit(c.req.valid('param').commentId, c.req.valid('json').content, c.var.viewer.userId),
      ),
    )
    .delete('/:commentId', commentParam, async (c) =>
      c.json(await comments.remove(c.req.valid('param').commentId, c.var.viewer.userId)),
    );
