import type { MiddlewareHandler } from 'hono';

/**
 * Counts requests being handled (a streamed response counts until its handler returns, not while it streams),
 * so shutdown can let them finish before the database closes.
 */
export function createInFlight() {
  let count = 0;
  let onIdle: (() => void) | undefined;
  const middleware: MiddlewareHandler = async (_c, next) => {
    count++;
    try {
      await next();
    } finally {
      count--;
      if (count === 0) onIdle?.();
    }
  };
  /** Resolves when no request is being handled, or after `timeoutMs`. */
  const settled = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      if (count === 0) return resolve();
      onIdle = resolve;
      setTimeout(resolve, timeoutMs).unref();
    });
  return { middleware, settled, count: () => count };
}
