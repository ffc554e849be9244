import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { JobRepository } from './job-repository';

export type Job = {
  /** Unique among jobs: the row of job_runs every process claims. */
  name: string;
  /** How often the job runs across all processes together (not per process). */
  everyMs: number;
  run: () => Promise<unknown>;
};

/**
 * Periodic jobs (digest, orphan sweep, erasure) for a server that may run as several processes on one database
 * (issue #36). Each process looks every `tickMs` for due jobs and runs only the ones whose run it claimed in the
 * database, so a run happens in one process, whichever asks first; the items a run handles are claimed again one
 * by one by the job itself (the digest's members, the erasure's accounts). A claim in a table rather than an
 * advisory lock held for the run: the embedded database has one connection, which a run needs for its own queries.
 */
export function createJobRunner(deps: {
  repository: JobRepository;
  logger: Pick<Logger, 'warn'>;
  jobs: Job[];
  tickMs?: number;
  /** Longest run before another process may take the job over from one that died mid-run. */
  leaseMs?: number;
}) {
  const { repository, logger, jobs } = deps;
  const processId = randomUUID();
  const leaseMs = deps.leaseMs ?? 30 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<string[]> | undefined;

  /** Runs each job this process claims now; returns the names of those it ran. */
  async function runClaimed() {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        if (!(await repository.claim(job.name, processId, job.everyMs, leaseMs))) continue;
      } catch (error) {
        logger.warn({ err: error, job: job.name }, 'could not claim a job run');
        continue;
      }
      ran.push(job.name);
      try {
        await job.run();
      } catch (error) {
        logger.warn({ err: error, job: job.name }, 'job run failed');
      } finally {
        await repository.finish(job.name, processId).catch(() => undefined);
      }
    }
    return ran;
  }

  /** One look at the schedule; a look still under way is joined, never doubled. */
  const tick = () => {
    current ??= runClaimed().finally(() => {
      current = undefined;
    });
    return current;
  };

  return {
    tick,
    start() {
      timer = setInterval(() => void tick(), deps.tickMs ?? 30_000);
      timer.unref();
    },
    /** No new runs; resolves when the run under way (if any) ends, or after `waitMs`. */
    async stop(waitMs = 5000) {
      clearInterval(timer);
      if (!current) return;
      await Promise.race([current, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
