import { saveWallSchema, wallLimits } from '@circles/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { WallService } from './service';

/** The wall document may be larger than the API's usual 64 KB JSON bodies: app.ts applies this to its PUT. */
export const wallBodyLimit = bodyLimit({
  maxSize: wallLimits.maxDocumentBytes + 16 * 1024,
  onError: (c) => {
    c.header('Connection', 'close');
    return c.json({ message: 'Request body is too large', code: 'payload_too_large' }, 413);
  },
});

/**
 * GET /api/walls/me and /api/walls/:userId → the wall (version 0 and no elements when never saved);
 * PUT /api/walls/me { version, background, elements } → the saved wall; a stale version → 409.
 */
export const wallRoutes = (service: WallService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/me', async (c) => c.json(await service.get(c.var.viewer.userId, c.var.viewer.userId)))
    .put('/me', validate('json', saveWallSchema), async (c) =>
      c.json(await service.save(c.var.viewer.userId, c.req.valid('json'))),
    )
    .get('/:userId', validate('param', z.object({ userId: z.uuid('Member not found') })), async (c) =>
      c.json(await service.get(c.req.valid('param').userId, c.var.viewer.userId)),
    );
