import { requestGuardMessages, serverBusyCode } from '@circles/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import type { AdmissionClass } from './admission-classes';
import { createPace } from './admission-pace';
import { createRetryStorm } from './admission-storm';
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

type Waiter = { admit: () => void; kind: AdmissionClass };
type Refusal = 'queue full' | 'too slow to serve' | 'waited';

/**
 * Admission control in front of the database (issues #37, #57): past `maxActive` requests wait in a bounded queue;
 * a request that cannot be served within the wait budget gets a fast 503 with Retry-After. An admitted request
 * runs to its end, so a refusal never leaves a write half done.
 *
 * - A burst that drains is served, a queue that stands is refused (CoDel's idea, 0081): while some request got its
 *   turn within `maxWaitMs` in the last `burstMs`, a longer wait is a burst draining.
 * - Once a queue has stood long enough to show the database's pace (admission-pace.ts), a request is refused on
 *   arrival when its turn would come after `maxWaitMs + burstMs`, and one already waiting is kept while its turn
 *   comes within that: only what cannot be served in the budget is refused, and it is refused at once (0085).
 * - The budget is for the answer, not just the turn: a turn must come early enough for the usual time a turn
 *   lasts (measured) to end within it.
 * - Classes (admission-classes.ts): a link from a mail goes to the front; new sign-ins get a quarter of the queue
 *   and, once the pace is known, only a turn within `maxWaitMs`; members already in a page the rest.
 * - In a retry storm (more refused than served: clients that come straight back) a refusal on arrival is held a
 *   while before it is sent (admission-storm.ts), so those clients cannot spend the thread the served ones need.
 * The refusal is built once and costs no session lookup, body or statement: this runs before all of those.
 */
export function createAdmission(
  limits: AdmissionLimits,
  logger?: Logger,
  classify: (method: string, path: string) => AdmissionClass | undefined = () => 'member',
) {
  const now = () => Date.now();
  const budgetMs = limits.maxWaitMs + limits.burstMs;
  const entryShare = Math.max(1, Math.floor(limits.maxQueued / 4));
  let active = 0;
  let entriesQueued = 0;
  const queue: Waiter[] = [];
  const refusals: Record<AdmissionClass, number> = { link: 0, member: 0, entry: 0 };
  let refusedSinceReport = 0;
  let lastReport = 0;
  /** When a request last got its turn within `maxWaitMs` (or without waiting). */
  let lastTimelyTurn = now();
  const pace = createPace({ windowMs: budgetMs, minBusyMs: limits.maxWaitMs });
  const keepingUp = () => now() - lastTimelyTurn < limits.burstMs;
  /**
   * How long a turn usually lasts (a moving average; each sample at most half the budget, so an upload that takes
   * a minute does not close the door): under a crowd on the embedded database a turn taken near the end of the
   * budget took up to 0.4 s more to answer (issue #57).
   */
  let serviceMs = 0;
  const turnEnded = (startedAt: number) => {
    serviceMs += 0.1 * (Math.min(now() - startedAt, budgetMs / 2) - serviceMs);
  };
  const storm = createRetryStorm({
    windowMs: 1000,
    minRefusals: 32,
    holdMs: budgetMs,
    // Not the queue's length: a storm is as many clients as have connections. Holding only DB_QUEUE_MAX (1,024)
    // answered the rest at once, and at 3,000 connections they came straight back and took goodput down to 14% of
    // the peak (issue #57). A held refusal is a timer and its request, on a connection that is open anyway.
    maxHeld: 16_384,
  });
  /** When a request `ahead` places from the front would get its turn at the queue's pace, if known. */
  const predictedWait = (ahead: number) => {
    const perMs = pace.perMs(now());
    return perMs === undefined ? undefined : (ahead + 1) / perMs;
  };

  const release = () => {
    const next = queue.shift();
    if (!next) {
      active--;
      // A turn with nobody waiting: the database is no longer the limit, and the next surge is measured afresh.
      pace.queueEmptied();
      return;
    }
    if (next.kind === 'entry') entriesQueued--;
    pace.turnTaken(now());
    next.admit();
  };

  /** Why a request is refused as it arrives, if it is. */
  const refusalOnArrival = (kind: AdmissionClass): Refusal | undefined => {
    // A link from a mail only has a memory bound: the one who followed it cannot simply try again later.
    if (kind === 'link') return queue.length >= 2 * limits.maxQueued + 1 ? 'queue full' : undefined;
    if (queue.length >= limits.maxQueued || (kind === 'entry' && entriesQueued >= entryShare))
      return 'queue full';
    const wait = predictedWait(queue.length);
    const limit = kind === 'entry' ? limits.maxWaitMs : budgetMs;
    // A tenth of the limit to spare: the pace wavers, and one let in should not be refused later, after a wait.
    return wait !== undefined && wait + serviceMs > 0.9 * limit ? 'too slow to serve' : undefined;
  };

  /** Resolves true when the request's turn comes, false when it may wait no longer. */
  const waitForTurn = (kind: AdmissionClass) =>
    new Promise<boolean>((resolve) => {
      const queuedAt = now();
      const limit = budgetMs;
      let timer: ReturnType<typeof setTimeout>;
      const waiter: Waiter = {
        kind,
        admit: () => {
          clearTimeout(timer);
          if (now() - queuedAt <= limits.maxWaitMs) lastTimelyTurn = now();
          // The turn starts on the event loop's next round, not in this microtask. On the embedded database a
          // request's statements run synchronously on this thread, so handing over at once drained the whole
          // queue as one chain of microtasks: meanwhile no connection was accepted, no request read and no
          // refusal timer fired, and requests waited unseen before they reached the server (issue #57).
          setImmediate(resolve, true);
        },
      };
      const refuse = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        if (kind === 'entry') entriesQueued--;
        resolve(false);
      };
      // Past maxWaitMs: kept while the database keeps up (CoDel) or while the queue's pace brings its turn within
      // the limit; looked at again when either would stop holding; refused at the limit in any case.
      const check = () => {
        const waited = now() - queuedAt;
        // The turn must leave time for the usual turn to end within the budget.
        const untilLimit = limit - serviceMs - waited;
        if (untilLimit <= 0) return refuse();
        let next: number;
        if (keepingUp()) next = lastTimelyTurn + limits.burstMs - now();
        else {
          const wait = predictedWait(queue.indexOf(waiter));
          if (wait === undefined || wait > untilLimit) return refuse();
          next = Math.min(wait, limits.maxWaitMs / 4);
        }
        timer = setTimeout(check, Math.max(1, Math.min(next, untilLimit)));
      };
      timer = setTimeout(check, limits.maxWaitMs);
      if (queue.length === 0) pace.queueStarted(queuedAt);
      if (kind === 'link') queue.unshift(waiter);
      else queue.push(waiter);
      if (kind === 'entry') entriesQueued++;
    });

  const retryAfterSeconds = String(Math.max(1, Math.ceil(limits.maxWaitMs / 1000)));
  const busyBody = JSON.stringify({ message: requestGuardMessages.busy, code: serverBusyCode });
  const busyHeaders = {
    'Content-Type': 'application/json',
    'Retry-After': retryAfterSeconds,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  const busy = (c: Context, kind: AdmissionClass, reason: Refusal) => {
    refusals[kind]++;
    refusedSinceReport++;
    const at = now();
    // The log says so (at most every 10 s), rather than the silence the crowd met before.
    if (at - lastReport > 10_000) {
      logger?.warn(
        { refused: refusedSinceReport, reason, active, queued: queue.length, held: storm.held(), ...limits },
        'database busy: requests refused with 503',
      );
      lastReport = at;
      refusedSinceReport = 0;
    }
    return c.body(busyBody, 503, busyHeaders);
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const kind = classify(c.req.method, c.req.path);
    if (kind === undefined) return next();
    if (active < limits.maxActive) {
      active++;
      lastTimelyTurn = now();
    } else {
      const refusal = refusalOnArrival(kind);
      if (refusal) {
        const holdMs = storm.refused(now());
        if (holdMs > 0) await storm.hold(holdMs);
        return busy(c, kind, refusal);
      }
      if (!(await waitForTurn(kind))) return busy(c, kind, 'waited');
    }
    const startedAt = now();
    storm.served(startedAt);
    try {
      await next();
    } finally {
      turnEnded(startedAt);
      release();
    }
  };

  return {
    middleware,
    load: () => ({ active, queued: queue.length }),
    /** Refusals held back in a retry storm right now. */
    held: () => storm.held(),
    /** Requests refused with 503 since start, by class (for metrics). */
    refused: () => ({ ...refusals }),
  };
}
