// The upgrade test (issue #56): the last release, started on a fresh database, gets members, circles, posts with
// a photo, a video and an audio, comments, likes, messages, a listing, a proposal and a wall through its API; then
// HEAD starts on the same database and media, set up as the docs say (MEDIA_DIR, files moved with media:move), and
// every table's row count and every media file must be as they were. Then the release runs again on the upgraded
// schema: beside HEAD (a rolling upgrade, PostgreSQL only: the embedded database is one process's) and alone (a
// rollback).
//   node --import tsx scripts/upgrade-test.ts                 (embedded database, PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx scripts/upgrade-test.ts
//     (PostgreSQL: a fresh database `upgrade_test` is made on that server and dropped after)
// UPGRADE_TEST_TIMEOUT_S (default 420) bounds it; servers listen on free ports of 127.0.0.1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { compareSnapshots } from './upgrade-test/compare';
import { lastRelease } from './upgrade-test/releases';
import { rollingAndRollback } from './upgrade-test/rollback';
import { makeMediaFiles, seed, type Written } from './upgrade-test/seed';
import { killAll, readiness, run, startServer } from './upgrade-test/servers';
import { type Snapshot, snapshot } from './upgrade-test/snapshot';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`[${seconds()}] ${text}`);
const limit = Number(process.env.UPGRADE_TEST_TIMEOUT_S ?? 420);
const adminUrl = process.env.DATABASE_URL;

const cleanups: (() => unknown)[] = [];
async function cleanUp() {
  killAll();
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
const timer = setTimeout(async () => {
  console.error(`Upgrade test: over its ${limit} s limit; stopped.`);
  await cleanUp();
  process.exit(1);
}, limit * 1000);

/** A fresh PostgreSQL database `upgrade_test` on the server of DATABASE_URL, dropped at the end. */
async function freshPostgres(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists upgrade_test with (force)');
  await admin.query('create database upgrade_test');
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('drop database if exists upgrade_test with (force)');
    await client.end();
  });
  const database = new URL(url);
  database.pathname = '/upgrade_test';
  return database.toString();
}

/**
 * The release's files (`git archive` of its commit: no worktree registered in the repository) with its server's
 * packages installed, kept between runs under the system's temp folder (UPGRADE_TEST_RELEASES to move it): the
 * install and its removal are most of this test's time on a busy machine.
 */
function releaseTree(commit: string, version: string) {
  const releases = process.env.UPGRADE_TEST_RELEASES ?? path.join(os.tmpdir(), 'circles-releases');
  const tree = path.join(releases, `${version}-${commit.slice(0, 12)}`);
  const installed = path.join(tree, '.upgrade-test-installed');
  if (fs.existsSync(installed)) return tree;
  fs.rmSync(tree, { recursive: true, force: true });
  fs.mkdirSync(tree, { recursive: true });
  run('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${tree}"`], root, 60_000);
  // What the server needs to run, no more: the dev tools (browsers, test runners) would triple the time.
  run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], tree, 240_000);
  fs.writeFileSync(installed, `${new Date().toISOString()}\n`);
  return tree;
}

/** Every written media URL read back through the API by a member allowed to see it: its bytes' sha256. */
async function readBack(url: string, written: Written[], output: () => string) {
  const { createHash } = await import('node:crypto');
  const hashes: Record<string, string> = {};
  for (const file of written) {
    const response = await fetch(`${url}${file.url}`, {
      headers: { cookie: file.reader.client.cookieHeader() },
    });
    if (response.status !== 200) {
      throw new Error(
        `GET ${file.url} answered ${response.status}; the server's log ends:\n${output().slice(-2500)}`,
      );
    }
    hashes[file.url] = createHash('sha256')
      .update(Buffer.from(await response.arrayBuffer()))
      .digest('hex');
  }
  return hashes;
}

async function main() {
  const release = lastRelease(root);
  step(`last release ${release.version} at ${release.commit.slice(0, 12)} (from ${release.source})`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-upgrade-'));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
  const oldTree = releaseTree(release.commit, release.version);
  step(`release ${release.version} ready to run in ${oldTree}`);

  const dataDir = path.join(work, 'data');
  const mediaDir = path.join(work, 'media');
  const databaseUrl = adminUrl ? await freshPostgres(adminUrl) : undefined;
  const database = { databaseUrl, dataDir };
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    AUTH_RATE_LIMIT_SCALE: '100',
    WRITE_RATE_LIMIT_SCALE: '100',
    SHUTDOWN_DRAIN_MS: '0',
    JOBS: 'on',
  };

  // The release as its docs set it up: media in DATA_DIR/media (MEDIA_DIR unset).
  const old = await startServer(oldTree, env, `release ${release.version}`);
  const media = makeMediaFiles(work);
  const { members, written } = await seed(old.url, media);
  const servedBefore = await readBack(old.url, written, old.output);
  await old.stop();
  const before = await snapshot(database, path.join(dataDir, 'media'));
  step(
    `release ${release.version} wrote ${Object.values(before.rows).reduce((a, b) => a + b, 0)} rows in ` +
      `${Object.keys(before.rows).length} tables and ${Object.keys(before.files).length} media files (${database.databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
  );

  // HEAD as the docs now say (MEDIA_DIR), the files not yet moved: it migrates, and is not ready, saying why.
  const unmoved = await startServer(root, { ...env, MEDIA_DIR: mediaDir }, 'HEAD before the move');
  const refused = await readiness(unmoved.url, 503, 30_000);
  if (refused.status !== 'media_missing')
    throw new Error(`HEAD without the media: ${JSON.stringify(refused)}`);
  if (!unmoved.output().includes('npm run media:move'))
    throw new Error('HEAD did not log how to move the media');
  await unmoved.stop();
  // What its media worker did meanwhile (the backfill of earlier videos and audios finds no files there).
  for (const line of unmoved
    .output()
    .split('\n')
    .filter((row) => row.includes('media processing'))) {
    console.log(`  HEAD before the move: ${line.slice(0, 300)}`);
  }
  step('HEAD without its media: migrated, not ready (media_missing), the log names media:move');

  run(
    'node',
    [
      '--import',
      'tsx',
      'apps/server/src/storage/media-move.ts',
      '--from',
      path.join(dataDir, 'media'),
      '--to',
      mediaDir,
    ],
    root,
    60_000,
  );
  const head = await startServer(root, { ...env, MEDIA_DIR: mediaDir }, 'HEAD');
  await readiness(head.url, 200, 30_000);
  const servedAfter = await readBack(head.url, written, head.output);
  await head.stop();
  const after: Snapshot = await snapshot(database, mediaDir);
  step('HEAD ready on the moved media; every media URL answered 200');

  const report = compareSnapshots({ before, after, written, servedBefore, servedAfter });
  for (const line of report.notes) console.log(`  ${line}`);
  if (report.problems.length > 0) {
    for (const problem of report.problems) console.error(`  PROBLEM: ${problem}`);
    throw new Error(`${report.problems.length} differences after the upgrade`);
  }
  step(`upgrade from ${release.version} to HEAD kept every row and every media file`);

  await rollingAndRollback({
    root,
    oldTree,
    version: release.version,
    env: { ...env, MEDIA_DIR: mediaDir },
    members,
    written,
    postgres: Boolean(databaseUrl),
    step,
  });
}

main()
  .then(async () => {
    clearTimeout(timer);
    await cleanUp();
    console.log(`Upgrade test passed in ${seconds()}.`);
  })
  .catch(async (error: Error) => {
    clearTimeout(timer);
    console.error(`Upgrade test failed after ${seconds()}: ${error.message}`);
    await cleanUp();
    process.exit(1);
  });
