import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDataDir } from '../../../../scripts/pglite-template.mjs';
import { openDatabase } from '../db/pool';
import { markerFile } from '../storage/media-dir-check';
import { TestClient } from '../test/http-client';
import { pngBytes } from '../test/media-fixtures';
import { freePort, runMigrateCommand, startServerProcess } from '../test/server-process';
import { upload } from '../test/uploads';

const serverSrc = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-backup-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A real server process as `npm start` runs it (the bundle, rebuilt when older than its sources). */
async function startServer(env: Record<string, string>) {
  const server = await startServerProcess(env);
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  };
  return { url: server.url, stop };
}

/** Two members who sign up through the dev outbox, post photos, comment and like: rows in most tables. */
async function seed(url: string) {
  const members: TestClient[] = [];
  const emails: string[] = [];
  for (const name of ['Ada', 'Grace']) {
    const client = new TestClient(url);
    const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
    const account = { firstName: name, lastName: 'Backup', email, password: 'Correct1horse', name };
    expect((await client.post('/api/auth/sign-up/email', account)).status).toBe(200);
    const mail = await client.get<{ link: string }[]>(
      `/dev/mailbox?format=json&to=${encodeURIComponent(email)}`,
    );
    const token = new URL(mail.body[0]?.link ?? '').searchParams.get('token');
    expect((await client.get(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
    expect((await client.post('/api/auth/sign-in/email', { email, password: 'Correct1horse' })).status).toBe(
      200,
    );
    const photo = await upload(client, 'image', await pngBytes(40 + members.length, 30), 'image/png');
    expect(photo.status).toBe(201);
    const post = await client.post<{ id: string }>('/api/posts', {
      circleId: 'world',
      content: `${name} was here`,
      imageUrl: photo.body.url,
    });
    expect(post.status).toBe(201);
    members.push(client);
    emails.push(email);
  }
  const feed = await members[0]?.get<{ posts: { id: string }[] }>('/api/feed/circles/world');
  const postId = feed?.body.posts[0]?.id ?? '';
  expect((await members[1]?.post(`/api/posts/${postId}/comments`, { content: 'Nice' }))?.status).toBe(201);
  return emails;
}

/** Every table's row count (the schema's own tables, as the migrations made them). */
async function rowCounts(options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  try {
    const tables = await database.pool.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await database.pool.query<{ count: number }>(
        `select count(*)::int as count from "${name}"`,
      );
      counts[name] = result.rows[0]?.count ?? 0;
    }
    return counts;
  } finally {
    await database.close();
  }
}

/** Every media file under a directory, path → bytes (not the directory's identity marker, which is no media). */
const mediaFiles = (root: string) =>
  Object.fromEntries(
    (fs.readdirSync(root, { recursive: true }) as string[])
      .filter(
        (entry) =>
          fs.statSync(path.join(root, entry)).isFile() && !entry.endsWith('.marker') && entry !== markerFile,
      )
      .map((entry) => [entry, fs.readFileSync(path.join(root, entry))]),
  );

const cli = (command: 'backup' | 'restore', folder: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', path.join(serverSrc, 'backup/cli.ts'), command, folder], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });

/** Backs up a seeded instance, restores it into a fresh one, and compares rows and media bytes. */
async function roundTrip(source: Record<string, string>, target: Record<string, string>) {
  const server = await startServer(source);
  const [email] = await seed(server.url);
  await server.stop();
  const folder = path.join(scratch, `backup-${Date.now()}`);
  const backedUp = await cli('backup', folder, source);
  expect(backedUp.stdout).toMatch(/Backed up .* and [1-9]\d* media files/);
  const restored = await cli('restore', folder, target);
  expect(restored.stdout).toMatch(/Restored .* and [1-9]\d* media files/);

  const before = await rowCounts({ databaseUrl: source.DATABASE_URL, dataDir: source.DATA_DIR });
  const after = await rowCounts({ databaseUrl: target.DATABASE_URL, dataDir: target.DATA_DIR });
  expect(before.posts).toBeGreaterThanOrEqual(2);
  expect(before.comments).toBe(1);
  expect(after).toEqual(before);
  const sourceMedia = mediaFiles(source.MEDIA_DIR ?? '');
  expect(Object.keys(sourceMedia).length).toBeGreaterThan(0);
  expect(mediaFiles(target.MEDIA_DIR ?? '')).toEqual(sourceMedia);

  // The restored instance takes the member's password and serves their photo byte for byte.
  const again = await startServer(target);
  try {
    const member = new TestClient(again.url);
    const signIn = await member.post('/api/auth/sign-in/email', { email, password: 'Correct1horse' });
    expect(signIn.status).toBe(200);
    const [file] = Object.entries(sourceMedia).filter(([name]) => name.startsWith('posts/'));
    const served = await member.get<string>(`/media/${file?.[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(file?.[1].length));
  } finally {
    await again.stop();
  }
}

const dirs = (name: string) => {
  const dataDir = path.join(scratch, name);
  return { DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, 'media') };
};

describe('npm run backup, npm run restore', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'restore the embedded database (PGlite dump) and local media into a fresh instance',
    async () => {
      await roundTrip(dirs('pglite-source'), dirs('pglite-target'));
    },
    240_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'restore PostgreSQL (pg_dump custom format) and local media into a fresh instance',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const suffix = `${process.pid}_${Date.now()}`;
      const names = [`backup_source_${suffix}`, `backup_target_${suffix}`];
      for (const name of names) await admin.query(`create database ${name}`);
      const urlOf = (name: string) => {
        const url = new URL(process.env.TEST_DATABASE_URL ?? '');
        url.pathname = `/${name}`;
        return url.toString();
      };
      try {
        await roundTrip(
          { ...dirs('postgres-source'), DATABASE_URL: urlOf(names[0] ?? '') },
          { ...dirs('postgres-target'), DATABASE_URL: urlOf(names[1] ?? '') },
        );
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    240_000,
  );
});

/** The backup command's exit code and output, whatever the code (a refusal is the expected outcome here). */
const cliRun = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(serverSrc, 'backup/cli.ts'), ...args],
      {
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('a backup that cannot lie (issue #56)', () => {
  it('refuses when no database is configured or found, and makes no folder', async () => {
    const folder = path.join(scratch, 'refused-none');
    const result = await cliRun(['backup', folder], dirs('nothing-here'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'backup failed: no database to back up: DATABASE_URL is not set and DATA_DIR',
    );
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('refuses a database server it cannot reach', async () => {
    const url = `postgres://circles@127.0.0.1:${await freePort()}/circles`;
    const result = await cliRun(['backup', path.join(scratch, 'refused-unreachable')], { DATABASE_URL: url });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /backup failed: cannot reach the database at 127\.0\.0\.1:\d+\/circles: .*ECONNREFUSED/,
    );
  });

  it('refuses a database Circles never migrated (schema version 0)', async () => {
    const settings = dirs('schema-zero');
    // An embedded database as initdb left it, with no table of Circles' own.
    await seedDataDir(settings.DATA_DIR);
    const result = await cliRun(['backup', path.join(scratch, 'refused-zero')], settings);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has no Circles schema (version 0)');
  }, 60_000);

  it('writes 0600 files in 0700 folders with a manifest of checksums, which --verify checks', async () => {
    const settings = dirs('checksummed');
    expect((await runMigrateCommand(settings)).code).toBe(0);
    const photo = path.join(settings.MEDIA_DIR, 'posts', 'member-1', 'photo.png');
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    fs.writeFileSync(photo, await pngBytes(20, 20));
    const folder = path.join(scratch, 'checksummed-backup');
    const backedUp = await cliRun(['backup', folder], settings);
    expect(backedUp.code).toBe(0);

    const entries = fs.readdirSync(folder, { recursive: true }) as string[];
    expect(modeOf(folder)).toBe(0o700);
    for (const entry of entries) {
      const file = path.join(folder, entry);
      expect([entry, modeOf(file)]).toEqual([entry, fs.statSync(file).isDirectory() ? 0o700 : 0o600]);
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(Object.keys(manifest.files)).toEqual(['database.tar.gz', 'media/posts/member-1/photo.png']);
    expect(manifest.files['media/posts/member-1/photo.png'].sha256).toMatch(/^[0-9a-f]{64}$/);

    const verified = await cliRun(['restore', '--verify', folder], {});
    expect([verified.code, verified.stdout]).toEqual([
      0,
      expect.stringContaining('every file matches its manifest'),
    ]);

    // One changed byte, then a missing dump: verify says which file, and restore refuses the backup.
    const copy = path.join(folder, 'media/posts/member-1/photo.png');
    const bytes = fs.readFileSync(copy);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    fs.writeFileSync(copy, bytes);
    fs.rmSync(path.join(folder, 'database.tar.gz'));
    const changed = await cliRun(['backup', '--verify', folder], {});
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('media/posts/member-1/photo.png: changed (SHA-256 differs)');
    expect(changed.stderr).toContain('database.tar.gz: missing');
    const restored = await cliRun(['restore', folder], dirs('never-restored'));
    expect(restored.code).toBe(1);
    expect(restored.stderr).toContain('the backup does not match its manifest');
  }, 180_000);
});
