import { invitationParamSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { InvitationsService } from './service';

/**
 * /api/invitations (issue #41): POST makes a link ({ id, url, token, expiresAt }: the token is shown this once),
 * GET lists the member's links, DELETE /:id revokes an unused one (answers the new list).
 */
export const invitationsRoutes = (service: InvitationsService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await service.list(c.var.viewer.userId)))
    .post('/', async (c) => c.json(await service.create(c.var.viewer.userId), 201))
    .delete('/:id', validate('param', invitationParamSchema), async (c) =>
      c.json(await service.revoke(c.var.viewer.userId, c.req.valid('param').id)),
    );
