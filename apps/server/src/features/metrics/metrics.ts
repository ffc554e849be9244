import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { createOperationsMetrics } from './operations-metrics';

export type { MediaProcessingStats } from './operations-metrics';

/** One of better-auth's endpoints (`/api/auth/sign-in/email`): words only, so no token in a path becomes a label. */
const authEndpoint = /^\/api\/auth(\/[a-z][a-z-]{0,39}){1,3}$/;

/**
 * The pattern of the endpoint a request matched (`/api/posts/:id`), even when a middleware answered first (a 401
 * from the session guard); else whatever answered (`/*` for the web app's pages, `/api/*` for unknown API paths).
 */
const routePattern = (c: Context) => {
  const routes = matchedRoutes(c);
  // Middlewares are registered for ALL methods; catch-alls (the web app's `/*`) match every path.
  const endpoint = routes.findLast((route) => route.method !== 'ALL' && !route.path.endsWith('*'));
  if (endpoint) return endpoint.path;
  const pattern = routes[c.req.routeIndex]?.path ?? 'unmatched';
  // better-auth answers all of /api/auth/* behind one route: its endpoints are told apart by path, those that
  // exist only (an unknown path is a 404, kept under the one pattern so strangers cannot add series).
  const isAuth = routes.some((route) => route.path === '/api/auth/*');
  if (isAuth && c.res.status !== 404 && authEndpoint.test(c.req.path)) return c.req.path;
  return pattern;
};

/** What a pool exposes for its gauges: node-postgres' pg.Pool does; the embedded database has no pool. */
type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number; options?: { max?: number } };

const hasPoolCounts = (pool: unknown): pool is PoolCounts =>
  typeof pool === 'object' && pool !== null && 'totalCount' in pool && 'idleCount' in pool;

export type MetricsSources = {
  /** The database pool (pg.Pool on PostgreSQL); its use is read at each scrape. */
  pool: unknown;
  /** Live streams (SSE) open in this process, read at each scrape. */
  openStreams: () => number;
  /** This process's caches by name, with their hits and misses since start and their size, read at each scrape. */
  caches?: () => Record<string, { hits: number; misses: number; size: number }>;
};

/**
 * The server's Prometheus metrics through prom-client, on a registry of this app's own (tests run several apps in
 * one process). Counters are updated where things happen (requests, deliveries, jobs); gauges are read at scrape.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'circles_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'circles_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (a stream counts until its first byte), by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = sources.pool;
  new Gauge({
    name: 'circles_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only: the embedded database has one session)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!hasPoolCounts(pool)) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
      if (pool.options?.max) this.set({ state: 'max' }, pool.options.max);
    },
  });
  new Gauge({
    name: 'circles_open_streams',
    help: 'Live streams (SSE: notifications, governance) open in this process',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Counter({
    name: 'circles_cache_lookups_total',
    help: "Lookups in this process's caches since start, by cache (feed_pages, post_pages, post_cards, post_searches, search_access) and result (hit, miss)",
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, stats] of Object.entries(sources.caches?.() ?? {})) {
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
      }
    },
  });
  new Gauge({
    name: 'circles_cache_entries',
    help: "Entries kept in this process's caches, by cache",
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const [cache, stats] of Object.entries(sources.caches?.() ?? {})) this.set({ cache }, stats.size);
    },
  });
  const deliveryLag = new Histogram({
    name: 'circles_notification_delivery_lag_seconds',
    help: 'From a notification row being written to its delivery on an open stream in this process',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'circles_job_runs_total',
    help: 'Periodic job runs by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'circles_job_duration_seconds',
    help: 'Time a periodic job run took, by job',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  });

  /** Counts and times every request by its route pattern (never the raw path: ids would explode the series). */
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routePattern(c);
      const labels = { method: c.req.method, route, status: String(c.res.status) };
      requests.inc(labels);
      durations.observe(labels, (performance.now() - started) / 1000);
    }
  };

  return {
    registry,
    middleware,
    ...createOperationsMetrics(registry),
    /** A notification written at `createdAt` reached an open stream now. */
    delivered(createdAt: Date) {
      deliveryLag.observe(Math.max(0, Date.now() - createdAt.getTime()) / 1000);
    },
    /** Runs one periodic job, counting its outcome and time; a failure is rethrown for the caller to log. */
    async runJob<T>(job: string, run: () => Promise<T>): Promise<T> {
      const stopTimer = jobDurations.startTimer({ job });
      try {
        const result = await run();
        jobRuns.inc({ job, outcome: 'ok' });
        return result;
      } catch (error) {
        jobRuns.inc({ job, outcome: 'failed' });
        throw error;
      } finally {
        stopTimer();
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
