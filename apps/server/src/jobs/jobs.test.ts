import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { pngBytes } from '../test/media-fixtures';
import { getTestServer, startTestServer, type TestServer } from '../test/test-server';
import { upload } from '../test/uploads';
import { createJobRepository } from './job-repository';
import { createJobRunner } from './job-runner';

// Issue #36: several processes on one database each ran every periodic job. Two app instances share the worker's
// database here (PGlite, or PostgreSQL with TEST_DATABASE_URL, where their queries really run side by side) and
// the media directory, as processes behind a proxy would; every due item must be handled exactly once.
let other: TestServer;
beforeAll(async () => {
  const server = await getTestServer();
  other = await startTestServer({ MEDIA_DIR: server.mediaDir });
});
afterAll(() => other.close());

const db = async () => (await getTestServer()).context.database.db;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe('periodic jobs on two app instances over one database', () => {
  it('runs each job once per period, in whichever process claims it', async () => {
    const { context } = await getTestServer();
    const runs: string[] = [];
    const runnerOf = (who: string) =>
      createJobRunner({
        repository: createJobRepository(context.database.db),
        logger: context.logger,
        jobs: [{ name: 'test-job', everyMs: 60_000, run: async () => void runs.push(who) }],
      });
    const [first, second] = [runnerOf('first'), runnerOf('second')];

    await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    expect(runs).toHaveLength(1);
    // Not due again for a minute, whoever asks.
    await Promise.all([first.tick(), second.tick()]);
    expect(runs).toHaveLength(1);
    await (await db())
      .updateTable('job_runs')
      .set({ next_run_at: hoursAgo(1) })
      .execute();
    await Promise.all([first.tick(), second.tick()]);
    expect(runs).toHaveLength(2);
  });

  it('leaves a run under way in another process alone until its lease lapses', async () => {
    const { context } = await getTestServer();
    const repository = createJobRepository(context.database.db);
    expect(await repository.claim('long-job', 'process-a', 1000, 60_000)).toBe(true);
    await (await db())
      .updateTable('job_runs')
      .set({ next_run_at: hoursAgo(1) })
      .execute();
    expect(await repository.claim('long-job', 'process-b', 1000, 60_000)).toBe(false);
    // Process a died mid-run: once its lease has lapsed, b takes the job over.
    await (await db())
      .updateTable('job_runs')
      .set({ locked_until: hoursAgo(1) })
      .execute();
    expect(await repository.claim('long-job', 'process-b', 1000, 60_000)).toBe(true);
  });

  it('erases each account due erasure in one instance only', async () => {
    const server = await getTestServer();
    const members = [await signedInMember(), await signedInMember(), await signedInMember()];
    for (const member of members) {
      expect((await member.client.post('/api/posts', { circleId: 'world', content: 'Bye' })).status).toBe(
        201,
      );
    }
    await (await db())
      .updateTable('users')
      .set({ deletion_scheduled_at: hoursAgo(1) })
      .where(
        'id',
        'in',
        members.map((member) => member.userId),
      )
      .execute();

    const erased = await Promise.all([server.account.eraseDue(), other.account.eraseDue()]);
    expect(erased[0] + erased[1]).toBe(3);
    const rows = await (await db())
      .selectFrom('users')
      .select('erased_at')
      .where(
        'id',
        'in',
        members.map((member) => member.userId),
      )
      .execute();
    expect(rows.every((row) => row.erased_at !== null)).toBe(true);
  });

  it('mails each member due a digest once', async () => {
    const server = await getTestServer();
    const reader = await signedInMember();
    const authors = [await signedInMember(), await signedInMember(), await signedInMember()];
    for (const author of authors) {
      const post = await author.client.post('/api/posts', { circleId: 'world', content: 'Hello' });
      await reader.client.post(`/api/posts/${post.body.id}/comments`, { content: 'Lovely' });
    }
    await (await db())
      .updateTable('users')
      .set({ last_active_at: hoursAgo(1) })
      .where(
        'id',
        'in',
        authors.map((author) => author.userId),
      )
      .execute();

    const sent = await Promise.all([server.digest.sendDue(), other.digest.sendDue()]);
    expect(sent[0] + sent[1]).toBe(3);
    const mails = await (await db())
      .selectFrom('dev_mailbox')
      .select('to_address')
      .where('subject', '=', 'Your unread notifications on Circles')
      .execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      authors.map((author) => author.account.email.toLowerCase()).sort(),
    );
  });

  it('sweeps each abandoned upload once, from the shared media directory', async () => {
    const server = await getTestServer();
    const { client } = await signedInMember();
    const paths: string[] = [];
    for (let i = 0; i < 3; i++)
      paths.push((await upload(client, 'image', await pngBytes(), 'image/png')).body.path);
    await (await db())
      .updateTable('media_uploads')
      .set({ created_at: hoursAgo(2) })
      .execute();

    const removed = await Promise.all([
      server.media.sweepOrphans(3600_000),
      other.media.sweepOrphans(3600_000),
    ]);
    expect(removed[0] + removed[1]).toBe(3);
    for (const path of paths) expect(fs.existsSync(`${server.mediaDir}/posts/${path}`)).toBe(false);
  });
});
