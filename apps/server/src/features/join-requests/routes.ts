import {
  circleIdParamSchema,
  createJoinRequestSchema,
  joinRequestParamSchema,
  rejectJoinRequestSchema,
} from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { JoinRequestsService } from './service';

/**
 * /api/circles/:circleId/join-requests (issue #17): POST { message? } asks, DELETE /mine withdraws; the owner and
 * moderators GET the list and POST /:userId/approve or /:userId/reject { reason? }.
 */
export const joinRequestsRoutes = (service: JoinRequestsService, requireViewer: RequireViewer) => {
  const circleParam = validate('param', circleIdParamSchema);
  const requestParam = validate('param', joinRequestParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/:circleId/join-requests', circleParam, async (c) =>
      c.json(await service.list(c.req.valid('param').circleId, c.var.viewer.userId)),
    )
    .post('/:circleId/join-requests', circleParam, validate('json', createJoinRequestSchema), async (c) =>
      c.json(
        await service.request(
          c.req.valid('param').circleId,
          c.var.viewer.userId,
          c.req.valid('json').message,
        ),
        201,
      ),
    )
    .delete('/:circleId/join-requests/mine', circleParam, async (c) =>
      c.json(await service.withdraw(c.req.valid('param').circleId, c.var.viewer.userId)),
    )
    .post('/:circleId/join-requests/:userId/approve', requestParam, async (c) => {
      const { circleId, userId } = c.req.valid('param');
      return c.json(await service.approve(circleId, userId, c.var.viewer.userId));
    })
    .post(
      '/:circleId/join-requests/:userId/reject',
      requestParam,
      validate('json', rejectJoinRequestSchema),
      async (c) => {
        const { circleId, userId } = c.req.valid('param');
        return c.json(
          await service.reject(circleId, userId, c.req.valid('json').reason, c.var.viewer.userId),
        );
      },
    );
};
