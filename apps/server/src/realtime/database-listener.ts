import pg from 'pg';
import type { DatabaseHandle } from '../db/pool';
import type { Logger } from '../lib/logger';

export type ChannelHandler = (payload: string | undefined) => void;
/** Told whether notifications are being heard: false when the connection is lost, true once LISTENing again. */
export type ListeningHandler = (listening: boolean) => void;

/**
 * One LISTEN connection per server process for every channel the app uses (new notifications, ended sessions).
 * PGlite delivers in-process; PostgreSQL gets a dedicated connection that reconnects when lost and LISTENs to
 * every registered channel again. Register channels with `on` before `start`; a channel may have several
 * handlers (the notification streams and Web Push both hear new notifications). What is said while the
 * connection is down is lost: `onListening` tells whoever keeps state built from notifications (caches).
 */
export function createDatabaseListener(deps: { database: DatabaseHandle; logger: Logger }) {
  const handlers = new Map<string, ChannelHandler>();
  const handlersOf = new Map<string, ChannelHandler[]>();
  let closed = false;
  let listening = false;
  const listeningHandlers: ListeningHandler[] = [];
  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    for (const handler of listeningHandlers) handler(value);
  };
  let pgClient: pg.Client | undefined;
  const stopPglite: (() => Promise<void>)[] = [];

  async function listenOnServer(url: string, attempt = 0): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => handlers.get(message.channel)?.(message.payload));
    client.on('error', (error) => {
      deps.logger.warn({ err: error }, 'database listener lost its connection; reconnecting');
      client.end().catch(() => undefined);
      if (pgClient === client) {
        pgClient = undefined;
        setListening(false);
      }
      setTimeout(() => void listenOnServer(url, attempt + 1), Math.min(5000, 200 * 2 ** attempt)).unref();
    });
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${channel}`);
      pgClient = client;
      // A connection closed by the server without an error (a restart) is lost all the same.
      client.on('end', () => {
        if (pgClient !== client || closed) return;
        client.emit('error', new Error('the database closed the listening connection'));
      });
      setListening(true);
    } catch (error) {
      client.emit('error', error);
    }
  }

  return {
    on(channel: string, handler: ChannelHandler) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
      const list = handlersOf.get(channel) ?? [];
      list.push(handler);
      handlersOf.set(channel, list);
      // One handler per channel reaches the driver; it hands the payload to each registered one.
      if (!handlers.has(channel))
        handlers.set(channel, (payload) => {
          for (const each of handlersOf.get(channel) ?? []) each(payload);
        });
    },

    /** Called on every change of whether notifications are heard (see ListeningHandler). */
    onListening(handler: ListeningHandler) {
      listeningHandlers.push(handler);
    },

    get listening() {
      return listening;
    },

    async start() {
      const { pglite, url } = deps.database;
      if (pglite) {
        for (const [channel, handler] of handlers) stopPglite.push(await pglite.listen(channel, handler));
        setListening(true);
      } else if (url) {
        await listenOnServer(url);
      }
    },

    async close() {
      closed = true;
      setListening(false);
      for (const stop of stopPglite) await stop().catch(() => undefined);
      await pgClient?.end().catch(() => undefined);
    },
  };
}

export type DatabaseListener = ReturnType<typeof createDatabaseListener>;
