import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback only unless told otherwise: a development server is not reachable from the network by accident.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  // Media on local disk (unset: DATA_DIR/media). Several processes on one PostgreSQL must all see one directory
  // (a shared mount), or use S3: a process whose directory the others do not share refuses to start.
  MEDIA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Connections each process keeps to PostgreSQL: processes × this must stay under max_connections (or PgBouncer's).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Admission in front of the database (issue #37): requests using it at once (unset: 4 on the embedded database,
  // whose one backend runs on the server's own thread; twice the pool on PostgreSQL), how many may wait for a turn
  // and how long once the database no longer keeps up (no request got its turn within the wait for
  // DB_QUEUE_BURST_MS, unset: twice the wait; lib/admission.ts); past that a fast 503 with Retry-After
  // (bench/crowd-embedded.ts measures the embedded database, bench/crowd.ts PostgreSQL).
  DB_ACTIVE_REQUESTS: z.coerce.number().int().min(1).max(10_000).optional(),
  DB_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(1024),
  DB_QUEUE_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  DB_QUEUE_BURST_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // Apply pending migrations at start; false when a deploy runs `npm run migrate` once before new processes start.
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // Periodic jobs (digest, orphan sweep, erasure): each run is claimed by one process; off: this one never runs them.
  JOBS: z.enum(['on', 'off']).default('on'),
  // Issue #52: videos and audio this process runs through ffmpeg at once (0: never here; another process does);
  // the binaries on PATH unless named (Debian's ffmpeg package; without it video and audio uploads are refused).
  MEDIA_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  // LISTEN's own connection (one per process, or one relay with REDIS_URL); unset: DATABASE_URL. Point it straight
  // at PostgreSQL when DATABASE_URL goes through PgBouncer in transaction mode, which cannot hold a LISTEN.
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Announcements (new notifications, ended sessions, feed changes, governance) fan out over Redis pub/sub
  // instead of each process LISTENing (realtime/redis-bus.ts); rows stay in PostgreSQL. Needs DATABASE_URL.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  // Prefix of the Redis channels (and of the relay's lock): deployments sharing one Redis each need their own.
  REDIS_CHANNEL_PREFIX: z.string().min(1).max(100).default('circles:'),
  PUBLIC_URL: z.url('must be an absolute URL such as http://localhost:3000').optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Circles <no-reply@circles.local>'),
  // The dev outbox (/dev/mailbox) when no SMTP_URL is set: loopback clients only, everyone ('open'), or no one.
  // Never mounted in production.
  DEV_MAILBOX: z.enum(['loopback', 'open', 'off']).default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Idle keep-alive sockets stay open longer than a proxy keeps its idle upstream ones (nginx 60 s, AWS ALB 60 s),
  // so the proxy never reuses a socket Node is closing; headers must arrive within HEADERS_TIMEOUT_MS.
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(299_000).default(65_000),
  // Listening sockets sharing PORT (SO_REUSEPORT; Node 22.12+ on Linux, else one): each turn of the event loop
  // accepts one new connection per socket, so a surge's connections do not wait seconds to be accepted (0107).
  LISTEN_SOCKETS: z.coerce.number().int().min(1).max(64).optional(),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(66_000),
  // After SIGTERM: readiness answers 503 at once, requests are still served this long (the proxy notices and
  // stops sending), then the server closes. SIGINT (Ctrl-C) closes at once.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  // PostgreSQL's shared buffers in the embedded database (its memory never shrinks; see db/pool.ts).
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'must be a size such as 32MB')
    .default('16MB'),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  // Multiplies every auth rate limit; only test runs that sign many members up from one address raise it.
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  // Multiplies the write limits (posts, comments, likes, invites, uploads, waitlist); unset: AUTH_RATE_LIMIT_SCALE.
  WRITE_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).optional(),
  // Feed pages (home, circles), and as many post pages, each process keeps in memory
  // (features/posts/kept/feed-pages.ts); 0 reads every page from the database (bench/feed-growth.ts measures so).
  FEED_PAGE_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(1000),
  // Post searches whose newest matches each process keeps (features/posts/kept/search-lists.ts); 0 searches the
  // database every time (bench/feed-growth.ts measures the query that way).
  SEARCH_CACHE_SIZE: z.coerce.number().int().min(0).max(10_000).default(50),
  // How long a member is away from the app before unread notifications are mailed as a digest (issue #41).
  DIGEST_DELAY_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
  // /metrics answers loopback clients (with no proxy hop), or anyone sending `Authorization: Bearer <token>`.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Behind a reverse proxy, read the client address from its X-Forwarded-For (the last hop it appended).
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // S3-compatible media storage (all four of endpoint, bucket and keys, or none: local disk).
  S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.eu-west-1.amazonaws.com').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // These accounts administer the site (issue #17), besides the first account of a new install: comma-separated.
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Verified Identity (issue #17): when true, only verified members comment in public circles and create public
  // and private circles (docs/product.md §Limits). Off: everyone may, as on a small community.
  REQUIRE_VERIFICATION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Invite-only mode (issue #41): when true, sign-up is refused (the waitlist is offered instead) except for the
  // first account of a new install and ADMIN_EMAILS; `/` says 'Invite only for now'. Off: anyone may sign up.
  INVITE_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Governance made by members (issue #40): how many days a proposal is open for votes; when it closes it passes
  // with at least GOVERNANCE_QUORUM votes and a support share above GOVERNANCE_PASS_SHARE, else it is rejected.
  GOVERNANCE_PROPOSAL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  GOVERNANCE_QUORUM: z.coerce.number().int().min(1).max(1_000_000).default(3),
  GOVERNANCE_PASS_SHARE: z.coerce.number().min(0).max(0.99).default(0.5),
  // Only votes of accounts at least this many days old when the proposal opened count towards its quorum and share
  // (issue #57, docs/decisions/0086): accounts made for a proposal cannot decide it. 0 counts every vote.
  GOVERNANCE_VOTER_MIN_AGE_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  // Web Push (issue #18): the VAPID key pair, generated on first start into DATA_DIR/vapid-keys.json (on
  // PostgreSQL into the database, one pair for every process: docs/decisions/0077) unless both are set here, and
  // the contact push services see.
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  // Push services the server may POST to besides the browsers' own (Google, Mozilla, Apple, Microsoft):
  // comma-separated host[:port], reached over plain http too (a local stand-in). Anything else is refused.
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof configSchema> & { publicUrl: string };

/** Parse the environment; on failure return every bad variable at once so the operator can fix them together. */
export function parseConfig(
  env: NodeJS.ProcessEnv,
): { ok: true; config: Config } | { ok: false; problems: string[] } {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const result = configSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, problems };
  }
  const config = result.data;
  const problems = settingProblems(config);
  if (problems.length > 0) return { ok: false, problems };
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return { ok: true, config: { ...config, publicUrl } };
}

/** Settings that are each valid but do not go together: every one of them, so they can be fixed at once. */
function settingProblems(config: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  const production = config.NODE_ENV === 'production';
  if (production && !config.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required when NODE_ENV=production (32+ random characters)');
  }
  if (production && config.DEV_MAILBOX === 'open') {
    problems.push(
      'DEV_MAILBOX: cannot be open when NODE_ENV=production (the dev outbox is never served there)',
    );
  }
  const s3 = {
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_BUCKET: config.S3_BUCKET,
    S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY,
  };
  const s3Set = Object.keys(s3).filter((name) => s3[name as keyof typeof s3]);
  if (s3Set.length > 0 && s3Set.length < 4) {
    const unset = Object.keys(s3).filter((name) => !s3Set.includes(name));
    problems.push(
      `S3_*: ${s3Set.join(', ')} set but ${unset.join(', ')} not: set all four (media in S3) or none (media on local disk)`,
    );
  }
  if (config.HEADERS_TIMEOUT_MS <= config.KEEP_ALIVE_TIMEOUT_MS) {
    problems.push('HEADERS_TIMEOUT_MS: must be greater than KEEP_ALIVE_TIMEOUT_MS');
  }
  if (config.REDIS_URL && !config.DATABASE_URL) {
    problems.push(
      'REDIS_URL: needs DATABASE_URL (the embedded database serves one process, which needs no fan-out)',
    );
  }
  return problems;
}

/** What a production server runs without but an operator most likely forgot (npm run config:check), from `env`. */
export function productionWarnings(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!env.PUBLIC_URL) warnings.push('PUBLIC_URL: not set, links in mail point to http://localhost');
  else if (!env.PUBLIC_URL.startsWith('https://')) {
    warnings.push('PUBLIC_URL: not https://, so session cookies are not marked Secure');
  }
  if (!env.DATABASE_URL) {
    warnings.push('DATABASE_URL: not set, the embedded database in DATA_DIR serves one process only');
  }
  if (!env.SMTP_URL) {
    warnings.push(
      'SMTP_URL: not set, mail (verification, password reset) is kept in the outbox and never sent',
    );
  }
  return warnings;
}

export function loadConfigOrExit(env = process.env): Config {
  const parsed = parseConfig(env);
  if (parsed.ok) return parsed.config;
  console.error(
    `Circles cannot start; fix these settings:\n${parsed.problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
