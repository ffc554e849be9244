import {
  auditLogQuerySchema,
  createReportSchema,
  dismissReportsSchema,
  moderationMessages,
  removeContentSchema,
  suspendMemberSchema,
} from '@circles/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { ModerationService } from './service';

const memberParam = z.object({ userId: z.uuid(moderationMessages.invalidMember) });

/** /api/reports: POST { targetType, targetId, reason, details? } (any member reports what they can see). */
export const reportsRoutes = (service: ModerationService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .post('/', validate('json', createReportSchema), async (c) =>
      c.json(await service.report(c.var.viewer.userId, c.req.valid('json')), 201),
    );

/**
 * /api/moderation: GET /access, GET /queue, POST /dismiss, POST /remove, GET /members/:userId (a member's role
 * and suspension, issue #41), GET|POST /suspensions, DELETE /suspensions/:userId, GET /audit?before=.
 */
export const moderationRoutes = (service: ModerationService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/access', async (c) => c.json(await service.access(c.var.viewer.userId)))
    .get('/queue', async (c) => c.json(await service.queue(c.var.viewer.userId)))
    .post('/dismiss', validate('json', dismissReportsSchema), async (c) =>
      c.json(await service.dismiss(c.var.viewer.userId, c.req.valid('json'))),
    )
    .post('/remove', validate('json', removeContentSchema), async (c) =>
      c.json(await service.remove(c.var.viewer.userId, c.req.valid('json'))),
    )
    .get('/members/:userId', validate('param', memberParam), async (c) =>
      c.json(await service.standing(c.var.viewer.userId, c.req.valid('param').userId)),
    )
    .get('/suspensions', async (c) => c.json(await service.suspensions(c.var.viewer.userId)))
    .post('/suspensions', validate('json', suspendMemberSchema), async (c) =>
      c.json(await service.suspend(c.var.viewer.userId, c.req.valid('json'))),
    )
    .delete('/suspensions/:userId', validate('param', memberParam), async (c) =>
      c.json(await service.lift(c.var.viewer.userId, c.req.valid('param').userId)),
    )
    .get('/audit', validate('query', auditLogQuerySchema), async (c) =>
      c.json(await service.auditLog(c.var.viewer.userId, c.req.valid('query').before)),
    );
