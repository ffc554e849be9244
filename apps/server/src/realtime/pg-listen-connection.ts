import pg from 'pg';
import type { Logger } from '../lib/logger';

/**
 * Shown in pg_stat_activity with the process id (`circles-listener 4242`), so an operator can find the listening
 * connections (`application_name like 'circles-listener%'`) and tell whose each is, and a test only its own
 * process's, not those of a process still shutting down.
 */
export const listenerApplicationName = `circles-listener ${process.pid}`;

/**
 * One dedicated PostgreSQL connection that LISTENs to the given channels and comes back when lost (a restart, a
 * `pg_terminate_backend`, a network cut). The wait before each new attempt doubles from 200 ms up to 5 s and
 * starts over once a connection has succeeded. `claim`, when given, runs first on each new connection: false
 * means another process holds the role (the Redis relay's lock), so the connection is closed and tried again
 * after `standbyMs`, without counting as a failure.
 */
export function keepListening(deps: {
  url: string;
  logger: Logger;
  channels: () => string[];
  onNotification: (channel: string, payload: string | undefined) => void;
  /** false when the connection is lost, true once it LISTENs again (never twice the same in a row). */
  onListening: (listening: boolean) => void;
  claim?: (client: pg.Client) => Promise<boolean>;
  standbyMs?: number;
}) {
  let closed = false;
  let current: pg.Client | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    if (closed) return;
    retry = setTimeout(() => void connect(), delayMs);
    retry.unref();
  };

  async function connect() {
    if (closed) return;
    const client = new pg.Client({ connectionString: deps.url, application_name: listenerApplicationName });
    let lost = false;
    // 'error' and 'end' may both come for one loss: the first one counts.
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => undefined);
      if (closed) return;
      const wasListening = current === client;
      if (wasListening) {
        current = undefined;
        deps.logger.warn({ err: error }, 'database listener lost its connection; reconnecting');
        deps.onListening(false);
      }
      failures++;
      schedule(Math.min(5000, 200 * 2 ** (failures - 1)));
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the database closed the listening connection')));
    client.on('notification', (message) => deps.onNotification(message.channel, message.payload));
    try {
      await client.connect();
      if (deps.claim && !(await deps.claim(client))) {
        lost = true;
        await client.end().catch(() => undefined);
        schedule(deps.standbyMs ?? 1000);
        return;
      }
      for (const channel of deps.channels()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost || closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    failures = 0;
    deps.onListening(true);
  }

  return {
    start: () => connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
