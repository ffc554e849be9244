import { type Notification, notificationMessages } from '@circles/contracts';
import { notFound } from '../../lib/errors';
import { presentNotification } from './present';
import type { NotificationsRepository } from './repository';

/** Notifications a reconnecting stream reads per query while it replays what it missed. */
const replayPageSize = 200;
/**
 * How far back before its Last-Event-ID a reconnecting stream looks again. Ids are taken when a row is written,
 * not when it commits, and a process sends what it hears as each read returns: a browser can hold id 101 and not
 * yet 100 when its stream's process dies. The browser drops what it already has (by id).
 */
const replayOverlapSeconds = 30;

export const createNotificationsService = (repository: NotificationsRepository) => ({
  async list(userId: string, options: { limit: number; offset: number; unreadOnly: boolean }) {
    const rows = await repository.list(userId, options);
    return { notifications: rows.map(presentNotification) };
  },

  async unreadCount(userId: string) {
    return { count: await repository.countUnread(userId) };
  },

  /** Only the owner can mark a notification; anyone else learns nothing (404). */
  async markRead(userId: string, id: string) {
    const numericId = Number(id);
    const marked =
      Number.isSafeInteger(numericId) && numericId > 0 && (await repository.markRead(userId, numericId));
    if (!marked) throw notFound(notificationMessages.notFound);
    return { success: true };
  },

  async markAllRead(userId: string) {
    await repository.markAllRead(userId);
    return { success: true };
  },

  /**
   * Everything after `lastEventId`, oldest first, a page at a time: a reconnect replays the whole gap; before it,
   * the notifications of the last `replayOverlapSeconds` up to `lastEventId` again (one may have come late).
   */
  async *missedSince(userId: string, lastEventId: number): AsyncGenerator<Notification[]> {
    if (lastEventId > 0)
      yield (await repository.listRecentUpTo(userId, lastEventId, replayOverlapSeconds, replayPageSize)).map(
        presentNotification,
      );
    let after = lastEventId;
    for (;;) {
      const rows = await repository.listSince(userId, after, replayPageSize);
      yield rows.map(presentNotification);
      const last = rows.at(-1);
      if (!last || rows.length < replayPageSize) return;
      after = last.id;
    }
  },

  /** Announced notifications by id, for the members this process streams to (the notification hub). */
  listForDelivery: (ids: number[], userIds: string[]) => repository.listByIds(ids, userIds),
});

export type NotificationsService = ReturnType<typeof createNotificationsService>;
