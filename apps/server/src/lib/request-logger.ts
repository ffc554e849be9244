import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger';

/** One structured line per request. Only the path is logged: query strings can carry tokens. */
export const requestLogger =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
