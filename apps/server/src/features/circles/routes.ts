import {
  circleIdParamSchema,
  circleSettingsSchema,
  createCircleSchema,
  discoverCirclesQuerySchema,
  inviteToCircleSchema,
} from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { CirclesService } from './service';

/** /api/circles, on the one circles service the composition root (app.ts) builds. */
export const circlesRoutes = (service: CirclesService, requireViewer: RequireViewer) => {
  const circleParam = validate('param', circleIdParamSchema);
  return (
    new Hono<AuthedEnv>()
      .use(requireViewer)
      .get('/', async (c) => c.json(await service.listMine(c.var.viewer.userId)))
      .post('/', validate('json', createCircleSchema), async (c) =>
        c.json(await service.create(c.req.valid('json'), c.var.viewer.userId), 201),
      )
      // Before '/:circleId': 'discover' is not a circle id (ids are uuids, plus 'world').
      .get('/discover', validate('query', discoverCirclesQuerySchema), async (c) =>
        c.json(await service.discover(c.req.valid('query'), c.var.viewer.userId)),
      )
      .get('/:circleId', circleParam, async (c) =>
        c.json(await service.get(c.req.valid('param').circleId, c.var.viewer.userId)),
      )
      .patch('/:circleId/settings', circleParam, validate('json', circleSettingsSchema), async (c) =>
        c.json(
          await service.changeSettings(
            c.req.valid('param').circleId,
            c.req.valid('json'),
            c.var.viewer.userId,
          ),
        ),
      )
      .post('/:circleId/join', circleParam, async (c) =>
        c.json(await service.join(c.req.valid('param').circleId, c.var.viewer.userId)),
      )
      .post('/:circleId/leave', circleParam, async (c) =>
        c.json({ circle: await service.leave(c.req.valid('param').circleId, c.var.viewer.userId) }),
      )
      .get('/:circleId/members', circleParam, async (c) =>
        c.json(await service.listMembers(c.req.valid('param').circleId, c.var.viewer.userId)),
      )
      .get('/:circleId/invite-candidates', circleParam, async (c) =>
        c.json(await service.listInviteCandidates(c.req.valid('param').circleId, c.var.viewer.userId)),
      )
      .post('/:circleId/invitations', circleParam, validate('json', inviteToCircleSchema), async (c) =>
        c.json(
          await service.invite(c.req.valid('param').circleId, c.req.valid('json'), c.var.viewer.userId),
          201,
        ),
      )
  );
};

/** The viewer's connections (used by the invite dialog and the profile's Connections tab). */
export const connectionsRoutes = (service: CirclesService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await service.listConnections(c.var.viewer.userId)));
