import { Hono } from 'hono';
import type { RequireViewer } from '../../auth/session';
import type { IconsService } from './service';

/**
 * The emoji catalogue for profile setup, ordered by category (docs/product.md §Calls). Reference data: cached
 * briefly.
 */
export const iconsRoutes = (icons: IconsService, requireViewer: RequireViewer) =>
  new Hono().get('/', requireViewer, async (c) => {
    const body = await icons.list();
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json(body);
  });
