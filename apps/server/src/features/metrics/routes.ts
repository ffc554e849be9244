import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { isDirectLoopback } from '../../lib/client-address';
import type { Metrics } from './metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics (Prometheus text format): from loopback, or with `Authorization: Bearer <METRICS_TOKEN>`. */
export const metricsRoutes = (metrics: Metrics, token: string | undefined) =>
  new Hono().get('/', async (c) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
    const allowed = token && bearer ? sameSecret(bearer, token) : isDirectLoopback(c);
    if (!allowed) return c.json({ message: 'Forbidden', code: 'forbidden' }, 403);
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
