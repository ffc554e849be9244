import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import { type AnnouncementBus, onRecovery } from './announcement-bus';

/** New notification ids, announced by their writer (features/notifications/writer.ts) on commit. */
export const notificationsChannel = 'circles_notifications';

/** The notification ids in one announcement (see `announceNotifications`). */
export const announcedIds = (payload: string | undefined) =>
  (payload ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * Tells every server process about new notifications, on commit when run inside the writer's transaction.
 * pg_notify payloads are limited to 8000 bytes: ids go in chunks.
 */
export async function announceNotifications(
  executor: Kysely<Database> | Transaction<Database>,
  ids: number[],
) {
  for (let start = 0; start < ids.length; start += 400) {
    const payload = ids.slice(start, start + 400).join(',');
    await sql`select pg_notify(${notificationsChannel}, ${payload})`.execute(executor);
  }
}

export type HubListener<T> = (item: T) => void;

/**
 * Delivers new notifications to the open streams in this process. Writers announce the ids they inserted
 * (on commit); every server process hears them (see announcement-bus), loads the rows for the members it has
 * streams for, and hands them out. When announcements were lost, every open stream is interrupted.
 */
export function createNotificationHub<T extends { user_id: string }>(deps: {
  listener: AnnouncementBus;
  logger: Logger;
  loadByIds: (ids: number[], userIds: string[]) => Promise<T[]>;
}) {
  const listeners = new Map<string, Set<HubListener<T>>>();
  // What each open stream does when announcements were lost: it ends, and its browser replays from the table.
  const interruptions = new Set<() => void>();
  // Per member, what each open stream does when told that member's sessions may have ended.
  const sessionWatchers = new Map<string, Set<() => void>>();

  const addTo = <V>(map: Map<string, Set<V>>, userId: string, value: V) => {
    let set = map.get(userId);
    if (!set) {
      set = new Set();
      map.set(userId, set);
    }
    set.add(value);
    return () => {
      set.delete(value);
      if (set.size === 0) map.delete(userId);
    };
  };

  async function onPayload(payload: string | undefined) {
    if (!payload || listeners.size === 0) return;
    const ids = announcedIds(payload);
    try {
      const rows = await deps.loadByIds(ids, [...listeners.keys()]);
      for (const row of rows) for (const listener of listeners.get(row.user_id) ?? []) listener(row);
    } catch (error) {
      deps.logger.warn({ err: error }, 'notification delivery failed');
    }
  }

  deps.listener.on(notificationsChannel, (payload) => void onPayload(payload));
  onRecovery(deps.listener, () => {
    for (const interrupt of [...interruptions]) interrupt();
  });

  return {
    /** `onInterrupted` runs when announcements may have been lost (the stream must end so its browser replays). */
    subscribe(userId: string, listener: HubListener<T>, onInterrupted: () => void) {
      const unsubscribe = addTo(listeners, userId, listener);
      interruptions.add(onInterrupted);
      return () => {
        unsubscribe();
        interruptions.delete(onInterrupted);
      };
    },

    /** `onEnded` runs when a member's sessions may have ended (sign-out, revoking, a password reset). */
    watchSession(userId: string, onEnded: () => void) {
      return addTo(sessionWatchers, userId, onEnded);
    },

    /** From the session-ended channel: a member's id, or '*' (a password reset: whose is unknown). */
    sessionsEnded(userId: string) {
      const sets = userId === '*' ? [...sessionWatchers.values()] : [sessionWatchers.get(userId)];
      for (const set of sets) for (const onEnded of [...(set ?? [])]) onEnded();
    },

    openStreams() {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },

    close() {
      listeners.clear();
      sessionWatchers.clear();
      interruptions.clear();
    },
  };
}

export type NotificationHub<T extends { user_id: string }> = ReturnType<typeof createNotificationHub<T>>;
