import pg from 'pg';
import type { DatabaseHandle } from '../db/pool';
import type { Logger } from '../lib/logger';
import { notificationsChannel } from './notifications-writer';

export type HubListener<T> = (item: T) => void;

/**
 * Delivers new notifications to the open streams in this process. Writers NOTIFY the ids they inserted
 * (on commit); every server process LISTENs (PGlite in-process; PostgreSQL over a dedicated connection,
 * reconnected when lost), loads the rows for the members it has streams for, and hands them out.
 */
export function createNotificationHub<T extends { user_id: string }>(deps: {
  database: DatabaseHandle;
  databaseUrl?: string;
  logger: Logger;
  loadByIds: (ids: number[], userIds: string[]) => Promise<T[]>;
}) {
  const listeners = new Map<string, Set<HubListener<T>>>();
  let closed = false;
  let pgClient: pg.Client | undefined;
  let stopPglite: (() => Promise<void>) | undefined;

  async function onPayload(payload: string | undefined) {
    if (!payload || listeners.size === 0) return;
    const ids = payload
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    try {
      const rows = await deps.loadByIds(ids, [...listeners.keys()]);
      for (const row of rows) for (const listener of listeners.get(row.user_id) ?? []) listener(row);
    } catch (error) {
      deps.logger.warn({ err: error }, 'notification delivery failed');
    }
  }

  async function listenOnServer(attempt = 0): Promise<void> {
    if (closed || !deps.databaseUrl) return;
    const client = new pg.Client({ connectionString: deps.databaseUrl });
    client.on('notification', (message) => void onPayload(message.payload));
    client.on('error', (error) => {
      deps.logger.warn({ err: error }, 'notification listener lost its connection; reconnecting');
      client.end().catch(() => undefined);
      if (pgClient === client) pgClient = undefined;
      setTimeout(() => void listenOnServer(attempt + 1), Math.min(5000, 200 * 2 ** attempt)).unref();
    });
    try {
      await client.connect();
      await client.query(`listen ${notificationsChannel}`);
      pgClient = client;
    } catch (error) {
      client.emit('error', error);
    }
  }

  return {
    async start() {
      if (deps.database.pglite) {
        stopPglite = await deps.database.pglite.listen(
          notificationsChannel,
          (payload) => void onPayload(payload),
        );
      } else {
        await listenOnServer();
      }
    },

    subscribe(userId: string, listener: HubListener<T>) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },

    openStreams() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },

    async close() {
      closed = true;
      listeners.clear();
      await stopPglite?.().catch(() => undefined);
      await pgClient?.end().catch(() => undefined);
    },
  };
}

export type NotificationHub<T extends { user_id: string }> = ReturnType<typeof createNotificationHub<T>>;
