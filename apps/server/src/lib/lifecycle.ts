import type { MiddlewareHandler } from 'hono';

/**
 * Whether this process is on its way out (issue #36). From SIGTERM on, readiness answers 503 so the proxy stops
 * sending here, while requests are still served for the drain period; each answer then closes its connection, so
 * clients holding a keep-alive socket to this process move to another one.
 */
export function createLifecycle() {
  let draining = false;
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    if (draining) c.header('Connection', 'close');
  };
  return {
    isDraining: () => draining,
    beginDrain() {
      draining = true;
    },
    middleware,
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
