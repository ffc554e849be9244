import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { Logger } from '../lib/logger';
import { type AnnouncementBus, createChannelRegistry } from './announcement-bus';
import { keepListening } from './pg-listen-connection';

/** A Redis client name for the bus of one channel prefix (no spaces allowed). */
export const redisClientName = (prefix: string, role: 'subscriber' | 'publisher') =>
  `${prefix.replace(/\s/g, '_')}${role}`;

/** node-redis' own reconnection, 200 ms doubling to 5 s; its count starts over after each successful connect. */
const reconnectStrategy = (retries: number) => Math.min(5000, 200 * 2 ** retries);

/**
 * The Redis transport of the announcement bus. Writers still announce with `pg_notify` in their transaction (so an
 * announcement leaves only once its rows are committed, in commit order, triggers' feed changes included); one
 * process of the deployment, the relay (elected by a PostgreSQL advisory lock, taken over within a few seconds
 * when its holder dies), LISTENs on `listenUrl` and republishes each announcement on `<prefix><channel>` in order.
 * Every process subscribes on Redis. PostgreSQL thus carries one listener, whatever the number of processes.
 *
 * Announcements lost on the way (a relay handing over, a Redis reconnect) are recovered like a lost LISTEN: the
 * relay says `<prefix>relay` when it starts relaying, and each process, on that or on its own reconnect, reports
 * a loss and a recovery (streams end and replay, caches drop what they kept).
 */
export function createRedisBus(deps: {
  redisUrl: string;
  channelPrefix: string;
  listenUrl: string;
  logger: Logger;
  /** How often a standby process tries to become the relay. */
  relayStandbyMs?: number;
}) {
  const registry = createChannelRegistry();
  const { channelPrefix: prefix, logger } = deps;
  const relayChannel = `${prefix}relay`;
  const options = { url: deps.redisUrl, socket: { reconnectStrategy } };
  // Named (CLIENT LIST shows them), so an operator or a test can tell the bus' connections apart.
  const subscriber = createClient({ ...options, name: redisClientName(prefix, 'subscriber') });
  const publisher = createClient({ ...options, name: redisClientName(prefix, 'publisher') });
  let closed = false;
  let isRelaying = false;

  const announceRelayStarted = () =>
    publisher.publish(relayChannel, randomUUID()).catch((error) => {
      logger.warn({ err: error }, 'announcement relay could not say it started');
    });

  subscriber.on('error', (error) => logger.warn({ err: error }, 'announcement subscriber lost Redis'));
  publisher.on('error', (error) => logger.warn({ err: error }, 'announcement relay lost Redis'));
  subscriber.on('reconnecting', () => registry.setListening(false));
  subscriber.on('end', () => registry.setListening(false));
  // node-redis subscribes again before 'ready' when it comes back.
  subscriber.on('ready', () => {
    if (!closed && subscriber.isReady && registered) registry.setListening(true);
  });
  // What the relay published while Redis was away may be lost: the processes recover as from a relay handover.
  let publisherWasReady = false;
  publisher.on('ready', () => {
    if (publisherWasReady && isRelaying) void announceRelayStarted();
    publisherWasReady = true;
  });
  let registered = false;

  const relay = keepListening({
    url: deps.listenUrl,
    logger,
    channels: registry.channels,
    claim: async (client) => {
      const { rows } = await client.query<{ claimed: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as claimed',
        [`circles announcement relay ${prefix}`],
      );
      return rows[0]?.claimed === true;
    },
    // Jittered, so standbys do not all knock at once; each knock is one short connection.
    standbyMs: (deps.relayStandbyMs ?? 3000) * (0.5 + Math.random()),
    onNotification: (channel, payload) => {
      publisher.publish(prefix + channel, payload ?? '').catch((error) => {
        logger.warn({ err: error, channel }, 'announcement relay could not publish');
      });
    },
    onListening: (listening) => {
      isRelaying = listening;
      if (listening) {
        logger.info('this process relays announcements from PostgreSQL to Redis');
        void announceRelayStarted();
      }
    },
  });

  return {
    on: registry.on,
    onListening: registry.onListening,
    get listening() {
      return registry.listening;
    },

    async start() {
      await Promise.all([subscriber.connect(), publisher.connect()]);
      for (const channel of registry.channels()) {
        await subscriber.subscribe(prefix + channel, (message) => registry.deliver(channel, message));
      }
      await subscriber.subscribe(relayChannel, () => {
        // Another relay took over: what was said in between is lost, as on a reconnect.
        registry.setListening(false);
        registry.setListening(true);
      });
      registered = true;
      registry.setListening(true);
      await relay.start();
    },

    async close() {
      closed = true;
      await relay.close();
      registry.setListening(false);
      await Promise.all([subscriber.close(), publisher.close()].map((done) => done.catch(() => undefined)));
    },
  } satisfies AnnouncementBus;
}
