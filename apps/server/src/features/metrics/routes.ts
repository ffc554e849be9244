import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { isLoopback } from '../../lib/client-address';
import type { Metrics } from './metrics';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A request straight from this machine: a loopback socket and no proxy hop. A reverse proxy on the same machine
 * connects from loopback too, so a request carrying forwarding headers is treated as coming from outside.
 */
const isDirectLoopback = (c: Parameters<typeof getConnInfo>[0]) => {
  if (c.req.header('x-forwarded-for') || c.req.header('x-real-ip') || c.req.header('forwarded')) return false;
  try {
    return isLoopback(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
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
