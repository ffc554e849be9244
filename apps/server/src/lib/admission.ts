import { requestGuardMessages, serverBusyCode } from '@circles/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from './logger';

export type AdmissionLimits = {
  /** Requests that use the database at once; the rest wait their turn in order. */
  maxActive: number;
  /** Requests that may wait for a turn; past that a request is refused at once. */
  maxQueued: number;
  /** How long a request may wait for its turn once the database no longer keeps up (see `burstMs`). */
  maxWaitMs: number;
  /**
   * How long the queue may go without any request getting its turn within `maxWaitMs` before the database counts
   * as not keeping up. Until then a request past `maxWaitMs` goes on waiting (a burst that is draining); no request
   * waits longer than `maxWaitMs + burstMs`.
   */
  burstMs: number;
};

/**
 * Admission control in front of the database (issue #37): a crowd on the embedded database (one backend) or on a
 * full PostgreSQL pool used to queue without bound, and clients waited up to 50 s. Past `maxActive` requests wait
 * in a bounded queue; when it is full, or a request waited past `maxWaitMs` while the database is not keeping up,
 * the answer is a fast 503 with Retry-After. An admitted request runs to its end, so a refusal never leaves a write
 * half done.
 *
 * "Keeping up" follows CoDel's idea (a queue is bad only when its waits stay long, not when a burst passes
 * through): while some request got its turn within `maxWaitMs` in the last `burstMs`, a longer wait is a burst
 * draining (200 members arriving at once, every client reconnecting after a deploy) and refusing it would only
 * send the client back a second later; 503s before were all such bursts in bench/crowd.ts at 200 connections.
 */
export function createAdmission(limits: AdmissionLimits, logger?: Logger) {
  const now = () => Date.now();
  let active = 0;
  const queue: (() => void)[] = [];
  let refused = 0;
  let lastReport = 0;
  /** When a request last got its turn within `maxWaitMs` (or without waiting). */
  let lastTimelyTurn = now();
  const retryAfterSeconds = String(Math.max(1, Math.ceil(limits.maxWaitMs / 1000)));
  const keepingUp = () => now() - lastTimelyTurn < limits.burstMs;

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  /** Resolves true when the request's turn comes, false when it may wait no longer. */
  const waitForTurn = () =>
    new Promise<boolean>((resolve) => {
      const queuedAt = now();
      let timer: ReturnType<typeof setTimeout>;
      const admit = () => {
        clearTimeout(timer);
        if (now() - queuedAt <= limits.maxWaitMs) lastTimelyTurn = now();
        resolve(true);
      };
      const refuse = () => {
        const index = queue.indexOf(admit);
        if (index >= 0) queue.splice(index, 1);
        resolve(false);
      };
      // Past maxWaitMs: refused when the database is not keeping up, else looked at again when it would stop
      // counting as keeping up (with no timely turn meanwhile), and refused at maxWaitMs + burstMs in any case.
      const check = () => {
        const waited = now() - queuedAt;
        if (!keepingUp() || waited >= limits.maxWaitMs + limits.burstMs) return refuse();
        const untilBehind = lastTimelyTurn + limits.burstMs - now();
        const untilLimit = limits.maxWaitMs + limits.burstMs - waited;
        timer = setTimeout(check, Math.max(1, Math.min(untilBehind, untilLimit)));
      };
      timer = setTimeout(check, limits.maxWaitMs);
      queue.push(admit);
    });

  const busy = (c: Context) => {
    refused++;
    const at = now();
    // The log says so (at most every 10 s), rather than the silence the crowd met before.
    if (at - lastReport > 10_000) {
      logger?.warn(
        { refused, active, queued: queue.length, ...limits },
        'database busy: requests refused with 503',
      );
      lastReport = at;
      refused = 0;
    }
    c.header('Retry-After', retryAfterSeconds);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: requestGuardMessages.busy, code: serverBusyCode }, 503);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (active < limits.maxActive) {
      active++;
      lastTimelyTurn = now();
    } else if (queue.length >= limits.maxQueued || !(await waitForTurn())) return busy(c);
    try {
      await next();
    } finally {
      release();
    }
  };

  return { middleware, load: () => ({ active, queued: queue.length }) };
}
