import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/pool';
import type { Viewer } from './viewer';

/** NOTIFY channel: a member's sessions ended (payload: the user id, or '*' when unknown, e.g. a password reset). */
export const sessionEndedChannel = 'circles_session_ended';
export const everyone = '*';

type Entry = { viewer: Viewer; until: number };

/**
 * How long an accepted cookie is kept: every way a session ends through the app is announced, so this only bounds
 * a session deleted outside it (or an announcement that failed, which is logged). At 15 s a thousand active members
 * cost about 67 lookups a second (2 ms and two statements each); at a minute, a quarter of that (0012).
 */
export const sessionCacheTtlMs = 60_000;

/**
 * Sessions already checked, by the signed session cookie, for a minute (`sessionCacheTtlMs`). Looking a session
 * up through better-auth costs two queries and about 2 ms of CPU per request; every API call needs one. Only
 * cookies that better-auth accepted get in (a forged or unsigned value never matches one), an entry never outlives
 * its session, and sign-out, revoking, password resets, suspension and account deletion drop the member's entries
 * in every server process
 * (NOTIFY on `sessionEndedChannel`) before their response is sent.
 */
export function createSessionCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? sessionCacheTtlMs;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a lookup that began before a sign-out must not put its answer back afterwards.
  let epoch = 0;
  // Off while announcements are not heard: a sign-out announced meanwhile would be missed.
  let enabled = true;

  return {
    get(cookieValue: string): Viewer | undefined {
      const entry = entries.get(cookieValue);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(cookieValue);
        return undefined;
      }
      return entry.viewer;
    },

    /** Take before looking a session up; pass to `set`. */
    epoch: () => epoch,

    set(cookieValue: string, viewer: Viewer, sessionExpiresAt: Date, lookedUpAt: number) {
      if (lookedUpAt !== epoch || !enabled) return;
      const until = Math.min(now() + ttlMs, sessionExpiresAt.getTime());
      if (until <= now()) return;
      if (entries.size >= maxEntries && !entries.has(cookieValue)) {
        // Maps keep insertion order: drop the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(cookieValue, { viewer, until });
    },

    /** Drops one member's entries, or all of them for `everyone`. */
    forget(userId: string) {
      epoch++;
      if (userId === everyone) {
        entries.clear();
        return;
      }
      for (const [key, entry] of entries) if (entry.viewer.userId === userId) entries.delete(key);
    },

    /**
     * Whether sign-outs are heard (the announcement bus' listening state). Either way everything is forgotten:
     * what was announced while they were not heard is lost.
     */
    setEnabled(value: boolean) {
      enabled = value;
      epoch++;
      entries.clear();
    },

    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** Tells every server process (this one included, through its listener) that a member's sessions ended. */
export async function announceSessionsEnded(database: DatabaseHandle, userId: string) {
  await sql`select pg_notify(${sessionEndedChannel}, ${userId})`.execute(database.db);
}
