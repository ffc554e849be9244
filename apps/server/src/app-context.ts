import type { Config } from './config';
import type { DatabaseHandle } from './db/pool';
import type { VapidKeys } from './features/push/vapid';
import type { Logger } from './lib/logger';

/** What every feature needs from the running server; built once in main.ts (or by the test harness). */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Tests shorten the SSE heartbeat and session re-check; production uses the defaults. */
  realtimeIntervals?: { heartbeatMs: number; sessionCheckMs: number };
  /** The Web Push key pair read from the database (main.ts, on PostgreSQL); unset: loadVapidKeys's own. */
  vapidKeys?: VapidKeys;
};
