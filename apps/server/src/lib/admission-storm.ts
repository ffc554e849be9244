/**
 * A retry storm (issue #57): clients that ask again the moment they are refused, as reloads and naive retries do.
 * Each refusal is cheap, but a thousand clients coming straight back make thousands a second, and together they
 * took 30% of the server's thread from the requests it was serving (goodput fell to 70% of the peak). Retry-After
 * is only a request; what a client cannot ignore is when its answer comes. So while refusals outnumber the turns
 * handed out (more than half of what arrives is refused, over the last two windows), a refusal on arrival is held
 * for a jittered `holdMs` before it is sent: a client that comes straight back then comes back at most about once
 * per `holdMs`, and a held refusal costs a timer, not the thread. Outside a storm (a surge where most requests are
 * served) refusals are answered at once, as before.
 */
export function createRetryStorm(options: {
  windowMs: number;
  /** Refusals over the last two windows below which there is no storm, whatever the turns. */
  minRefusals: number;
  holdMs: number;
  /** Refusals held at once; past that they are answered at once (each held one is a socket and a timer). */
  maxHeld: number;
  random?: () => number;
}) {
  const random = options.random ?? Math.random;
  let windowStart = 0;
  let refused = 0;
  let served = 0;
  let refusedBefore = 0;
  let servedBefore = 0;
  let held = 0;

  const roll = (now: number) => {
    const elapsed = now - windowStart;
    if (elapsed < options.windowMs) return;
    const adjacent = elapsed < 2 * options.windowMs;
    refusedBefore = adjacent ? refused : 0;
    servedBefore = adjacent ? served : 0;
    refused = 0;
    served = 0;
    windowStart = now - (elapsed % options.windowMs);
  };

  return {
    /** A request got its turn (at once or from the queue). */
    served(now: number) {
      roll(now);
      served++;
    },
    /** A request is refused on arrival: how long to hold its answer, 0 to answer at once. */
    refused(now: number): number {
      roll(now);
      refused++;
      const refusals = refused + refusedBefore;
      if (refusals < options.minRefusals || refusals <= served + servedBefore || held >= options.maxHeld)
        return 0;
      return options.holdMs * (0.5 + random() / 2);
    },
    /** Holds a refusal for `ms`, counted among those held meanwhile. */
    async hold(ms: number) {
      held++;
      try {
        await new Promise((resolve) => setTimeout(resolve, ms));
      } finally {
        held--;
      }
    },
    held: () => held,
  };
}
