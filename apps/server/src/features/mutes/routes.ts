import { muteCircleParamSchema, muteMemberParamSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { MutesService } from './service';

/** /api/mutes: the member's muted members and circles; PUT mutes, DELETE unmutes; each answers the new lists. */
export const mutesRoutes = (service: MutesService, requireViewer: RequireViewer) => {
  const member = validate('param', muteMemberParamSchema);
  const circle = validate('param', muteCircleParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await service.list(c.var.viewer.userId)))
    .put('/members/:userId', member, async (c) =>
      c.json(await service.muteMember(c.var.viewer.userId, c.req.valid('param').userId)),
    )
    .delete('/members/:userId', member, async (c) =>
      c.json(await service.unmuteMember(c.var.viewer.userId, c.req.valid('param').userId)),
    )
    .put('/circles/:circleId', circle, async (c) =>
      c.json(await service.muteCircle(c.var.viewer.userId, c.req.valid('param').circleId)),
    )
    .delete('/circles/:circleId', circle, async (c) =>
      c.json(await service.unmuteCircle(c.var.viewer.userId, c.req.valid('param').circleId)),
    );
};
