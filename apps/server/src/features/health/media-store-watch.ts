import type { Logger } from '../../lib/logger';
import type { MediaStoreStatus } from '../../storage/media-dir-check';

/**
 * The start's check that this database's media are in the configured store (storage/media-dir-check.ts), for
 * readiness and the log (issue #56). Run by main.ts at start; until then readiness does not look. A failed check
 * is run again by readiness at most every `retryMs`, so a server becomes ready once the files are moved.
 */
export function createMediaStoreWatch(deps: {
  check: () => Promise<MediaStoreStatus>;
  logger: Logger;
  retryMs?: number;
  /**
   * Whether every migration is applied. A server started on a schema still to migrate (MIGRATE_ON_START=false)
   * checks only once it is: a check on tables not yet made fails, and its failure would be kept for `retryMs`
   * after `npm run migrate` (the media worker asks early, through app.ts).
   */
  schemaCurrent?: () => Promise<boolean>;
}) {
  const retryMs = deps.retryMs ?? 15_000;
  let last: { status: MediaStoreStatus; at: number } | undefined;
  let running: Promise<MediaStoreStatus> | undefined;
  let armed = false;

  const run = () => {
    running ??= deps
      .check()
      .then((status) => {
        if (!status.ok) {
          deps.logger.error(
            { store: status.store, reason: status.reason },
            `Media unreachable: ${status.message}`,
          );
        } else if (last && !last.status.ok) {
          deps.logger.info({ checked: status.checked }, 'media reachable again');
        }
        last = { status, at: Date.now() };
        return status;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    /** Readiness checks from now on (a schema still to migrate: main.ts cannot check at start). */
    arm() {
      armed = true;
    },
    /** Checks now and from then on answers readiness (main.ts, once the schema is current). */
    start() {
      armed = true;
      return run();
    },
    /** The latest result for readiness (undefined: not started); a failure older than `retryMs` is checked again. */
    async readiness(): Promise<MediaStoreStatus | undefined> {
      if (!armed) return undefined;
      if (!last && !running && deps.schemaCurrent && !(await deps.schemaCurrent().catch(() => false)))
        return undefined;
      if (!last || (!last.status.ok && Date.now() - last.at >= retryMs)) return run();
      return last.status;
    },
  };
}

export type MediaStoreWatch = ReturnType<typeof createMediaStoreWatch>;
