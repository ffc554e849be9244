import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { readMigrations } from '../../db/migrate';
import { runMigrateCommand, type ServerProcess, startServerProcess } from '../../test/server-process';

// Issue #42 and #36: the process as a proxy and a deploy see it. Real server processes, on a fresh embedded data
// directory (or a fresh PostgreSQL database with TEST_DATABASE_URL).
const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

/** Settings for a new, empty database of this test's own. */
async function freshDatabase(): Promise<Record<string, string>> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'circles-lifecycle-')) };
  const name = `circles_lifecycle_${process.env.VITEST_POOL_ID ?? '0'}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    DATABASE_URL: url.toString(),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'circles-lifecycle-')),
  };
}

async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  running.push(server);
  return server;
}

const get = async (server: ServerProcess, pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`);
  return { status: response.status, body: await response.json(), headers: response.headers };
};

describe('server lifecycle', () => {
  it('is live and ready once migrated, keeps idle connections as set, and drains after SIGTERM', async () => {
    const server = await start({
      ...(await freshDatabase()),
      SHUTDOWN_DRAIN_MS: '2500',
      KEEP_ALIVE_TIMEOUT_MS: '7000',
      HEADERS_TIMEOUT_MS: '8000',
      // Its 'shutting down' line tells the test the signal was handled.
      LOG_LEVEL: 'info',
    });
    expect(await get(server, '/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await get(server, '/api/health/ready');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((ready.body as { migrationVersion: number }).migrationVersion).toBe(readMigrations().length);
    // Node announces its keep-alive timeout (65 s unless set: config.test.ts).
    expect(ready.headers.get('keep-alive')).toBe('timeout=7');

    const signalledAt = Date.now();
    const handled = new Promise<void>((resolve) => {
      const check = () => server.output().includes('"shutting down"') && resolve();
      server.child.stdout?.on('data', check);
      server.child.stderr?.on('data', check);
    });
    server.child.kill('SIGTERM');
    await handled;
    // Not ready from the signal on, yet still serving (each answer closing its connection) through the drain.
    expect(await get(server, '/api/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'shutting_down' },
    });
    const live = await get(server, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');
    expect((await get(server, '/api/health')).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2400);
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'refuses to start beside a live process on the same PostgreSQL that keeps its media elsewhere',
    async () => {
      const database = await freshDatabase();
      await start(database);
      const otherMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-lifecycle-media-'));
      const refused = await start({ ...database, MEDIA_DIR: otherMedia }).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toContain('exited with 1');
      expect((refused as Error).message).toContain('Circles cannot start: Media');
      expect((refused as Error).message).toContain('MEDIA_DIR');
      // The same directory as the first process: welcome.
      const shared = await start({ ...database });
      expect((await get(shared, '/api/health/ready')).status).toBe(200);
    },
    240_000,
  );

  it('with MIGRATE_ON_START=false is live but not ready until `npm run migrate` has run', async () => {
    const database = await freshDatabase();
    const unmigrated = await start({ ...database, MIGRATE_ON_START: 'false' });
    expect((await get(unmigrated, '/api/health/live')).status).toBe(200);
    expect(await get(unmigrated, '/api/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'migrations_pending', migrationVersion: 0, expectedVersion: readMigrations().length },
    });
    if (!database.DATABASE_URL) {
      // The embedded database is one process's: the command refuses while a server holds the directory.
      const refused = await runMigrateCommand(database);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is in use by another Circles server');
      unmigrated.child.kill('SIGINT');
      await unmigrated.exited;
    }

    const migrated = await runMigrateCommand(database);
    expect(migrated.output).toContain(`schema version ${readMigrations().length}`);
    expect(migrated.code).toBe(0);

    if (database.DATABASE_URL) {
      // The process already running sees the schema current: ready without a restart.
      expect((await get(unmigrated, '/api/health/ready')).status).toBe(200);
    } else {
      const restarted = await start({ ...database, MIGRATE_ON_START: 'false' });
      expect((await get(restarted, '/api/health/ready')).status).toBe(200);
    }
  }, 240_000);
});
