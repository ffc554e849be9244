import { requestGuardMessages, serverBusyCode } from '@circles/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from './logger';

export type AdmissionLimits = {
  /** Requests that use the database at once; the rest wait their turn in order. */
  maxActive: number;
  /** Requests that may wait for a turn; past that a request is refused at once. */
  maxQueued: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
};

/**
 * Admission control in front of the database (issue #37): a crowd on the embedded database (one backend) or on a
 * full PostgreSQL pool used to queue without bound, and clients waited up to 50 s. Past `maxActive` requests wait
 * in a bounded queue; when it is full, or a request's wait exceeds `maxWaitMs`, the answer is a fast 503 with
 * Retry-After. An admitted request runs to its end, so a refusal never leaves a write half done.
 */
export function createAdmission(limits: AdmissionLimits, logger?: Logger) {
  let active = 0;
  const queue: (() => void)[] = [];
  let refused = 0;
  let lastReport = 0;
  const retryAfterSeconds = String(Math.max(1, Math.ceil(limits.maxWaitMs / 1000)));

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  /** Resolves true when the request's turn comes, false when it waited too long. */
  const waitForTurn = () =>
    new Promise<boolean>((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const index = queue.indexOf(admit);
        if (index >= 0) queue.splice(index, 1);
        resolve(false);
      }, limits.maxWaitMs);
      queue.push(admit);
    });

  const busy = (c: Context) => {
    refused++;
    const now = Date.now();
    // The log says so (at most every 10 s), rather than the silence the crowd met before.
    if (now - lastReport > 10_000) {
      logger?.warn(
        { refused, active, queued: queue.length, ...limits },
        'database busy: requests refused with 503',
      );
      lastReport = now;
      refused = 0;
    }
    c.header('Retry-After', retryAfterSeconds);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: requestGuardMessages.busy, code: serverBusyCode }, 503);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (active < limits.maxActive) active++;
    else if (queue.length >= limits.maxQueued || !(await waitForTurn())) return busy(c);
    try {
      await next();
    } finally {
      release();
    }
  };

  return { middleware, load: () => ({ active, queued: queue.length }) };
}
