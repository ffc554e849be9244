import type { Timestamp } from './schema-columns';

/** What several server processes on one database share to run as one site (issue #36, migration 0035). */

/** Settings made once by whichever process needs them first (the Web Push key pair). */
export type ServerSettingsTable = {
  name: string;
  value: string;
  created_at: Timestamp;
};

/** A periodic job's schedule: the process that claims its row runs it (jobs/job-runner.ts). */
export type JobRunsTable = {
  name: string;
  next_run_at: Date;
  locked_until: Date;
  locked_by: string;
  last_finished_at: Date | null;
};

/** A live process keeping media on local disk, and the id of the marker in the media directory it sees. */
export type MediaProcessesTable = {
  process_id: string;
  media_dir_id: string;
  media_dir: string;
  host: string;
  pid: number;
  heartbeat_at: Timestamp;
};
