import { setCircleRoleSchema, setSiteRoleSchema } from '@circles/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { RolesService } from './service';

const memberParam = z.object({ userId: z.uuid('Member not found') });
const circleMemberParam = z.object({
  circleId: z.string().min(1).max(100),
  userId: z.uuid('Member not found'),
});

/**
 * /api/roles: PUT /site/:userId { role } (admins name members, moderators and admins);
 * PUT /circles/:circleId/:userId { role } (a circle's owner names its moderators).
 */
export const rolesRoutes = (service: RolesService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .put('/site/:userId', validate('param', memberParam), validate('json', setSiteRoleSchema), async (c) =>
      c.json(
        await service.setSiteRole(c.var.viewer.userId, c.req.valid('param').userId, c.req.valid('json').role),
      ),
    )
    .put(
      '/circles/:circleId/:userId',
      validate('param', circleMemberParam),
      validate('json', setCircleRoleSchema),
      async (c) => {
        const { circleId, userId } = c.req.valid('param');
        return c.json(
          await service.setCircleRole(c.var.viewer.userId, circleId, userId, c.req.valid('json').role),
        );
      },
    );
