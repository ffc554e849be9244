import { negotiateLocale, pushSubscriptionSchema, pushUnsubscribeSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { PushService } from './service';

/**
 * /api/push: GET /key → the server's public VAPID key; PUT /subscriptions { endpoint, keys } keeps this browser's
 * subscription for the member while this session lasts; DELETE /subscriptions { endpoint } forgets it; POST /test
 * pushes a test notification to each of the member's browsers (issue #41).
 */
export const pushRoutes = (service: PushService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/key', (c) => c.json({ publicKey: service.publicKey() }))
    .put('/subscriptions', validate('json', pushSubscriptionSchema), async (c) => {
      await service.subscribe(c.var.viewer, c.req.valid('json'));
      return c.body(null, 204);
    })
    .post('/test', async (c) =>
      c.json(await service.sendTest(c.var.viewer.userId, negotiateLocale(c.req.header('accept-language')))),
    )
    .delete('/subscriptions', validate('json', pushUnsubscribeSchema), async (c) => {
      await service.unsubscribe(c.var.viewer.userId, c.req.valid('json').endpoint);
      return c.body(null, 204);
    });
