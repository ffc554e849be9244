import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../lib/logger';
import { type AnnouncementBus, onRecovery } from './announcement-bus';

/** Governance results changed: the payload is a proposal id. */
export const governanceChannel = 'circles_governance';

/**
 * Announces a change to every server process, delivered on commit when run inside the writer's transaction
 * (NOTIFY is transactional), so a reader that refetches on the announcement sees the change.
 */
export async function announceChange(
  executor: Kysely<Database> | Transaction<Database>,
  channel: string,
  id: string,
) {
  await sql`select pg_notify(${channel}, ${id})`.execute(executor);
}

export type BroadcastListener = (ids: string[]) => void;

/**
 * Fans announcements of one channel out to every open stream of this process, for data every member may see
 * (not per-member data: that goes through the notification hub). Announcements are gathered for `batchMs`
 * and sent as one set of distinct ids, so a burst of votes costs each viewer one refetch, not one per vote.
 */
export function createBroadcastHub(deps: {
  listener: AnnouncementBus;
  logger: Logger;
  channel: string;
  batchMs?: number;
}) {
  const listeners = new Set<BroadcastListener>();
  const interruptions = new Set<() => void>();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    for (const listener of listeners) {
      try {
        listener(ids);
      } catch (error) {
        deps.logger.warn({ err: error }, 'broadcast delivery failed');
      }
    }
  };

  deps.listener.on(deps.channel, (payload) => {
    if (!payload || listeners.size === 0) return;
    pending.add(payload);
    timer ??= setTimeout(flush, deps.batchMs ?? 200);
  });

  // Announcements were lost: streams end, and their pages refetch when they reconnect.
  onRecovery(deps.listener, () => {
    for (const interrupt of [...interruptions]) interrupt();
  });

  return {
    subscribe(listener: BroadcastListener, onInterrupted: () => void) {
      listeners.add(listener);
      interruptions.add(onInterrupted);
      return () => {
        listeners.delete(listener);
        interruptions.delete(onInterrupted);
      };
    },
    openStreams: () => listeners.size,
    close() {
      if (timer) clearTimeout(timer);
      listeners.clear();
      interruptions.clear();
    },
  };
}

export type BroadcastHub = ReturnType<typeof createBroadcastHub>;
