import { blockMemberParamSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { BlocksService } from './service';

/** /api/blocks: the members the viewer blocked; PUT blocks, DELETE unblocks; each answers the new list. */
export const blocksRoutes = (service: BlocksService, requireViewer: RequireViewer) => {
  const member = validate('param', blockMemberParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await service.list(c.var.viewer.userId)))
    .put('/members/:userId', member, async (c) =>
      c.json(await service.block(c.var.viewer.userId, c.req.valid('param').userId)),
    )
    .delete('/members/:userId', member, async (c) =>
      c.json(await service.unblock(c.var.viewer.userId, c.req.valid('param').userId)),
    );
};
