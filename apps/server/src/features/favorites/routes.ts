import { feedQuerySchema, postIdParamSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { FavoritesService } from './service';

/** The member's Favorites under /api/favorites. */
export const favoritesRoutes = (favorites: FavoritesService, requireViewer: RequireViewer) => {
  const postParam = validate('param', postIdParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', validate('query', feedQuerySchema), async (c) => {
      const { cursor, limit } = c.req.valid('query');
      return c.json(await favorites.list(c.var.viewer.userId, cursor, limit));
    })
    .get('/count', async (c) => c.json(await favorites.count(c.var.viewer.userId)))
    .put('/:postId', postParam, async (c) =>
      c.json(await favorites.save(c.req.valid('param').postId, c.var.viewer.userId)),
    )
    .delete('/:postId', postParam, async (c) =>
      c.json(await favorites.remove(c.req.valid('param').postId, c.var.viewer.userId)),
    );
};
