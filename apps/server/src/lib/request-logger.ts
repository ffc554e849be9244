import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { type Logger, requestScope } from './logger';

/** A request id a proxy may hand us: short, and nothing a log reader or a header could trip on. */
const saneRequestId = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request's id: the proxy's X-Request-Id when the proxy is trusted (TRUST_PROXY) and the value is sane, else
 * a new uuid. A client talking to us directly cannot choose the id other lines are found by.
 */
export const requestIdOf = (header: string | undefined, trustProxy: boolean) =>
  trustProxy && header && saneRequestId.test(header) ? header : randomUUID();

/**
 * Names each request (X-Request-Id on every answer, `requestId` on every log line written while answering it) and
 * writes one structured line per request. Only the path is logged: query strings can carry tokens.
 */
export const requestLogger =
  (logger: Logger, options: { trustProxy: boolean } = { trustProxy: false }): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'), options.trustProxy);
    // Under Node the header goes straight onto the outgoing answer, streams and raw Responses included.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    outgoing?.setHeader('x-request-id', requestId);
    await requestScope.run({ requestId }, async () => {
      await next();
      if (!outgoing) c.res.headers.set('x-request-id', requestId);
      logger.info({
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
  };
