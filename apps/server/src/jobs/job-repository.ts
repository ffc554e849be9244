import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

const secondsFromNow = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

/** The schedule of periodic jobs shared by every process on the database (table job_runs). */
export const createJobRepository = (db: Kysely<Database>) => ({
  /**
   * Claims the job's run when it is due and no process is running it, in one statement: the conditional upsert
   * takes the job's row lock, so of several processes asking at once exactly one gets `true`. The next run falls
   * `everyMs` later; `leaseMs` bounds how long a process that died mid-run keeps the others waiting.
   */
  async claim(name: string, processId: string, everyMs: number, leaseMs: number) {
    const claimed = await db
      .insertInto('job_runs')
      .values({
        name,
        next_run_at: secondsFromNow(everyMs),
        locked_until: secondsFromNow(leaseMs),
        locked_by: processId,
      })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet((eb) => ({
            next_run_at: eb.ref('excluded.next_run_at'),
            locked_until: eb.ref('excluded.locked_until'),
            locked_by: eb.ref('excluded.locked_by'),
          }))
          .where('job_runs.next_run_at', '<=', sql<Date>`now()`)
          .where('job_runs.locked_until', '<=', sql<Date>`now()`),
      )
      .returning('name')
      .executeTakeFirst();
    return claimed !== undefined;
  },

  /** Ends this process's run of the job: another may run it once its next run falls due. */
  async finish(name: string, processId: string) {
    await db
      .updateTable('job_runs')
      .set({ locked_until: sql`now()`, last_finished_at: sql`now()` })
      .where('name', '=', name)
      .where('locked_by', '=', processId)
      .execute();
  },
});

export type JobRepository = ReturnType<typeof createJobRepository>;
