import { likeableTypes, toggleLikeSchema } from '@circles/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { createLikesService } from './service';

/** POST /api/likes/toggle → { liked, count }; GET /api/likes/:type/:id → the same, without changing it. */
export const likesRoutes = (likes: ReturnType<typeof createLikesService>, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .post('/toggle', validate('json', toggleLikeSchema), async (c) => {
      const { likeableType, likeableId } = c.req.valid('json');
      return c.json(await likes.toggle(likeableType, likeableId, c.var.viewer.userId));
    })
    .get(
      '/:likeableType/:likeableId',
      validate('param', z.object({ likeableType: z.enum(likeableTypes), likeableId: z.uuid() })),
      async (c) => {
        const { likeableType, likeableId } = c.req.valid('param');
        return c.json(await likes.state(likeableType, likeableId, c.var.viewer.userId));
      },
    );
