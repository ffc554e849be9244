/** At most `size` holders at once; the others wait in the order they asked, and may give up (abort). */
export function createSemaphore(size: number) {
  let active = 0;
  const waiting: { grant: () => void }[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else active -= 1;
  };
  return {
    /** Resolves to the release function once a place is free. */
    acquire(signal?: AbortSignal): Promise<() => void> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (active < size) {
        active += 1;
        return Promise.resolve(once(release));
      }
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(once(release));
          },
        };
        const onAbort = () => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
      });
    },
    /** How many hold a place and how many wait (for tests and metrics). */
    counts: () => ({ active, waiting: waiting.length }),
  };
}

function once(release: () => void) {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}
