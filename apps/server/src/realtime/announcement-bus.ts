/** What one announcement says: an id, a list of ids, or a feed change (see the channel's owner). */
export type ChannelHandler = (payload: string | undefined) => void;
/**
 * Told whether announcements are being heard: false when the transport's connection is lost, true once it hears
 * again. What was announced in between is lost for this process, so whoever built state from announcements (a
 * cache) drops it, and whoever streams them (SSE) ends its streams so the browser replays from the table.
 */
export type ListeningHandler = (listening: boolean) => void;

/**
 * How every server process hears the announcements of every other one (new notifications, ended sessions, feed
 * changes and read-barrier tokens, governance results). Writers announce with `pg_notify` inside their
 * transaction, so nothing is announced before its rows are committed, and announcements come in commit order.
 * Two transports deliver them, chosen in the composition root: PostgreSQL LISTEN in each process
 * (database-listener.ts), or one relay per deployment that LISTENs and republishes over Redis pub/sub, which
 * every process subscribes to (redis-bus.ts). Register channels with `on` before `start`.
 */
export type AnnouncementBus = {
  on(channel: string, handler: ChannelHandler): void;
  /** Called on every change of whether announcements are heard (see ListeningHandler). */
  onListening(handler: ListeningHandler): void;
  readonly listening: boolean;
  start(): Promise<void>;
  close(): Promise<void>;
};

/** Handlers by channel, each channel's handlers called in turn; and the listening state with its watchers. */
export function createChannelRegistry() {
  const handlersOf = new Map<string, ChannelHandler[]>();
  const listeningHandlers: ListeningHandler[] = [];
  let listening = false;
  return {
    on(channel: string, handler: ChannelHandler) {
      handlersOf.set(channel, [...(handlersOf.get(channel) ?? []), handler]);
    },
    channels: () => [...handlersOf.keys()],
    deliver(channel: string, payload: string | undefined) {
      for (const handler of handlersOf.get(channel) ?? []) handler(payload);
    },
    onListening(handler: ListeningHandler) {
      listeningHandlers.push(handler);
    },
    get listening() {
      return listening;
    },
    setListening(value: boolean) {
      if (listening === value) return;
      listening = value;
      for (const handler of listeningHandlers) handler(value);
    },
  };
}

/**
 * Calls `onRecovered` each time announcements are heard again after a loss (not at the first start): the
 * moment to end open streams, whose browsers then reconnect and replay what was missed.
 */
export function onRecovery(bus: Pick<AnnouncementBus, 'onListening'>, onRecovered: () => void) {
  let hasListened = false;
  bus.onListening((listening) => {
    if (!listening) return;
    if (hasListened) onRecovered();
    hasListened = true;
  });
}
