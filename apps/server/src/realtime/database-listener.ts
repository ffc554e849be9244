import type { DatabaseHandle } from '../db/pool';
import type { Logger } from '../lib/logger';
import { type AnnouncementBus, createChannelRegistry } from './announcement-bus';
import { keepListening } from './pg-listen-connection';

export type { ChannelHandler, ListeningHandler } from './announcement-bus';

/**
 * The PostgreSQL transport of the announcement bus: one LISTEN connection per server process for every channel.
 * PGlite delivers in-process; PostgreSQL gets a dedicated connection to `listenUrl` (DATABASE_LISTEN_URL: direct
 * to PostgreSQL, since LISTEN cannot go through PgBouncer in transaction mode) that comes back when lost and
 * LISTENs to every registered channel again; `onListening` reports each loss and recovery.
 */
export function createDatabaseListener(deps: {
  database: DatabaseHandle;
  listenUrl?: string;
  logger: Logger;
}) {
  const registry = createChannelRegistry();
  const stopPglite: (() => Promise<void>)[] = [];
  const url = deps.listenUrl ?? deps.database.url;
  const connection = url
    ? keepListening({
        url,
        logger: deps.logger,
        channels: registry.channels,
        onNotification: registry.deliver,
        onListening: registry.setListening,
      })
    : undefined;

  return {
    on: registry.on,
    onListening: registry.onListening,
    get listening() {
      return registry.listening;
    },

    async start() {
      const { pglite } = deps.database;
      if (pglite) {
        for (const channel of registry.channels())
          stopPglite.push(await pglite.listen(channel, (payload) => registry.deliver(channel, payload)));
        registry.setListening(true);
      } else {
        await connection?.start();
      }
    },

    async close() {
      await connection?.close();
      registry.setListening(false);
      for (const stop of stopPglite) await stop().catch(() => undefined);
    },
  } satisfies AnnouncementBus;
}

/** Either transport: what the hubs, caches and feed changes depend on. */
export type DatabaseListener = AnnouncementBus;
