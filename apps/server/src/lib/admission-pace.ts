/**
 * The pace at which a standing queue drains (issue #57): turns handed out while requests were waiting, over the
 * last `windowMs`. Only turns taken while the queue was not empty count, so the figure is what the database
 * serves when it is the limit, not the arrival rate of a quiet spell; it is known only once the queue has stood
 * for `minBusyMs` with at least `minTurns` turns in the window. Before that (a burst after a quiet spell, or a
 * database that hands out no turn at all) nothing is predicted and CoDel's rule alone decides (0081).
 */
export function createPace(options: { windowMs: number; minBusyMs: number; minTurns?: number }) {
  const minTurns = options.minTurns ?? 8;
  /** Times of the turns taken from the queue in the window, oldest first (a ring would do; the window is short). */
  const turns: number[] = [];
  let head = 0;
  let busySince: number | undefined;

  const trim = (now: number) => {
    while (head < turns.length && (turns[head] as number) <= now - options.windowMs) head++;
    // Drop the consumed front now and then rather than shifting on every turn.
    if (head > 1024 && head * 2 > turns.length) {
      turns.splice(0, head);
      head = 0;
    }
  };

  return {
    /** The queue went from empty to holding a request. */
    queueStarted(now: number) {
      busySince ??= now;
    },
    /** The queue is empty again: the next surge is measured afresh. */
    queueEmptied() {
      busySince = undefined;
      turns.length = 0;
      head = 0;
    },
    /** A waiting request got its turn. */
    turnTaken(now: number) {
      if (busySince === undefined) return;
      turns.push(now);
      trim(now);
    },
    /** Turns per millisecond while the queue stands, or undefined while it is not known. */
    perMs(now: number): number | undefined {
      if (busySince === undefined || now - busySince < options.minBusyMs) return undefined;
      trim(now);
      const count = turns.length - head;
      if (count < minTurns) return undefined;
      const span = Math.min(options.windowMs, now - busySince);
      return count / Math.max(1, span);
    },
  };
}

export type Pace = ReturnType<typeof createPace>;
