/**
 * Records that a member is active (for "Active N ago" on their profile) at most once a minute per member and
 * process, without holding up the request: the session middleware calls `seen` on every authenticated request,
 * and only the first call in a minute reaches the database (whose own update is also limited to once a minute).
 */
export function createActivityTracker(
  touch: (userId: string) => Promise<void>,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
) {
  const lastWritten = new Map<string, number>();
  return {
    seen(userId: string, now = Date.now()) {
      const last = lastWritten.get(userId);
      if (last !== undefined && now - last < intervalMs) return;
      // Keep the map small: entries older than the interval are useless anyway.
      if (lastWritten.size > 10_000) lastWritten.clear();
      lastWritten.set(userId, now);
      touch(userId).catch(onError);
    },
  };
}

export type ActivityTracker = ReturnType<typeof createActivityTracker>;
