import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/pool';
import type { AnnouncementBus } from './announcement-bus';

/** Announced by the database's triggers (migration 0031): what changed that a cached feed page may show. */
export const feedChangesChannel = 'feed_changes';

/**
 * One change as the triggers name it; 'everything' also stands for notifications that may have been missed.
 * 'words' is a post written, deleted, or changed in its text, circle or time (what a search finds, migration 0043);
 * its other changes are 'post', and a post in or out of a circle is also that circle's.
 */
export type FeedChange =
  | { kind: 'circle'; id: string }
  | { kind: 'post'; id: string }
  | { kind: 'words'; id: string }
  | { kind: 'member'; id: string }
  | { kind: 'everything' };

export type FeedChangeHandler = (change: FeedChange) => void;

const kinds = { c: 'circle', p: 'post', w: 'words', m: 'member' } as const;

/** A trigger's payload as a change; anything unknown counts as everything. */
export function parseFeedChange(payload: string | undefined): FeedChange {
  const kind = payload?.[1] === ':' ? kinds[payload[0] as keyof typeof kinds] : undefined;
  const id = payload?.slice(2);
  return kind && id ? { kind, id } : { kind: 'everything' };
}

const syncPrefix = 'sync:';

/**
 * What changed in the database, for caches of feed pages in this process. Subscribers hear each change after
 * its commit (PostgreSQL delivers in commit order), and `everything` whenever the listener's connection is lost
 * or found again, since what was said meanwhile is lost.
 *
 * `heard` is the read barrier: it resolves once this process has heard every change committed before the call,
 * so a page kept in memory and still kept after it is exactly what the database would answer then. It announces
 * a token of its own and waits for it to come back (it comes after every earlier commit's changes). Reads that
 * arrive while a token is on its way share the next one: under load one round trip serves many reads.
 */
export function createFeedChanges(deps: {
  database: DatabaseHandle;
  listener: AnnouncementBus;
  /** How long a token may take before `heard` gives up: every subscriber then hears `everything`. */
  syncTimeoutMs?: number;
}) {
  const handlers: FeedChangeHandler[] = [];
  const tell = (change: FeedChange) => {
    for (const handler of handlers) handler(change);
  };
  type Round = { token: string; finished: Promise<void>; finish: () => void; arrived?: () => void };
  const waiting = new Map<string, Round>();
  /** The round whose token is on its way, and the one that reads arriving meanwhile will share. */
  let sent: Round | undefined;
  let next: Round | undefined;

  deps.listener.on(feedChangesChannel, (payload) => {
    if (payload?.startsWith(syncPrefix)) {
      // Tokens of other processes come here too; only our own are waited for.
      waiting.get(payload.slice(syncPrefix.length))?.arrived?.();
      return;
    }
    tell(parseFeedChange(payload));
  });
  deps.listener.onListening(() => {
    tell({ kind: 'everything' });
    // Tokens on their way are lost with the connection; their readers go to the database (nothing is kept).
    for (const round of waiting.values()) round.arrived?.();
  });

  function newRound(): Round {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    return { token: randomUUID(), finished, finish };
  }

  /** Announces the round's token and waits for it; never fails (a lost token counts as everything changed). */
  async function run(round: Round) {
    // Nothing is kept while the connection is down (the cache was told everything), and no token could return.
    if (!deps.listener.listening) return;
    const heardBack = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), deps.syncTimeoutMs ?? 2000);
      timer.unref();
      round.arrived = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    waiting.set(round.token, round);
    try {
      await sql`select pg_notify(${feedChangesChannel}, ${syncPrefix + round.token})`.execute(
        deps.database.db,
      );
      if (!(await heardBack)) tell({ kind: 'everything' });
    } catch {
      tell({ kind: 'everything' });
    } finally {
      waiting.delete(round.token);
    }
  }

  // One token on its way at a time: a read that began while it was already sent needs a later one.
  function send(round: Round) {
    sent = round;
    void run(round).then(() => {
      round.finish();
      sent = undefined;
      const following = next;
      next = undefined;
      if (following) send(following);
    });
  }

  return {
    subscribe(handler: FeedChangeHandler) {
      handlers.push(handler);
    },

    /** Resolves once every change committed before the call has been heard here (see above). */
    heard(): Promise<void> {
      if (!sent) {
        const round = newRound();
        send(round);
        return round.finished;
      }
      next ??= newRound();
      return next.finished;
    },
  };
}
