import { type Kysely, sql } from 'kysely';
import type { Database, MediaProcessesTable } from '../db/schema';

export type MediaProcess = Omit<MediaProcessesTable, 'heartbeat_at'>;

// Any constant shared by every server process: it serialises the check-then-register of processes starting at once.
const registrationLockKey = 727_002;

/** Live server processes and the media directory each sees (table media_processes). */
export const createMediaProcessRepository = (db: Kysely<Database>) => ({
  /**
   * Registers this process unless a live one sees another media directory; returns those (empty: registered).
   * Rows whose heartbeat is older than `staleMs` are dropped first, and so are rows `isGone` judges dead (a
   * process of this host that no longer runs), so a crash never blocks a restart for long.
   */
  register: (me: MediaProcess, staleMs: number, isGone: (row: MediaProcess) => boolean) =>
    db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${registrationLockKey})`.execute(trx);
      await trx
        .deleteFrom('media_processes')
        .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleMs / 1000})`)
        .execute();
      const others = await trx
        .selectFrom('media_processes')
        .select(['process_id', 'media_dir_id', 'media_dir', 'host', 'pid'])
        .where('media_dir_id', '!=', me.media_dir_id)
        .execute();
      const gone = others.filter(isGone).map((row) => row.process_id);
      if (gone.length > 0) await trx.deleteFrom('media_processes').where('process_id', 'in', gone).execute();
      const conflicting = others.filter((row) => !gone.includes(row.process_id));
      if (conflicting.length === 0) await trx.insertInto('media_processes').values(me).execute();
      return conflicting;
    }),

  /** This process is still alive (its row comes back if it went missing). */
  heartbeat: async (me: MediaProcess) => {
    await db
      .insertInto('media_processes')
      .values(me)
      .onConflict((conflict) => conflict.column('process_id').doUpdateSet({ heartbeat_at: sql`now()` }))
      .execute();
  },

  unregister: async (processId: string) => {
    await db.deleteFrom('media_processes').where('process_id', '=', processId).execute();
  },
});

export type MediaProcessRepository = ReturnType<typeof createMediaProcessRepository>;
