import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/pool';
import { type ServerProcess, startServerProcess } from '../test/server-process';

// Issue #56, docs/decisions/0084: production without SMTP_URL keeps mail in its outbox and never writes a link
// (which signs someone in or resets their password) to the log. The real server process, its real log.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-mail-log-'));
let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    // Production checks the origin of auth requests (PUBLIC_URL).
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify(body),
  });

describe('production without a mail server (issue #56)', () => {
  it('keeps verification and reset mail in the outbox and logs no link or token', async () => {
    server = await startServerProcess({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(48),
      DATA_DIR: dataDir,
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '0',
    });
    const email = `reset-${Date.now()}@example.com`;
    const account = { firstName: 'Ada', lastName: 'Log', email, password: 'Correct1horse' };
    expect((await post(`${server.url}/api/auth/sign-up/email`, account)).status).toBe(200);
    expect((await post(`${server.url}/api/auth/request-password-reset`, { email })).status).toBe(200);
    const output = server.output;
    // Each message's log line names its subject (whatever else it says): both have been handled then.
    await expect.poll(() => output().match(/"subject":/g)?.length ?? 0).toBe(2);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const database = await openDatabase({ dataDir });
    const mail = await database.db.selectFrom('dev_mailbox').select(['link', 'subject']).execute();
    await database.close();
    const links = mail.map((row) => row.link ?? '');
    expect(links).toEqual([
      expect.stringContaining('/auth/verify-email?token='),
      expect.stringContaining('/auth/reset-password?token='),
    ]);
    const log = output();
    for (const link of links) {
      expect(log).not.toContain(new URL(link).searchParams.get('token'));
    }
    expect(log).not.toMatch(/token=|reset-password|verify-email\?/);
    expect(log).not.toContain(email);
    expect(log).toContain('no SMTP_URL, so mail is kept in the outbox and never sent');
    expect(log.match(/mail not sent: no SMTP_URL/g)).toHaveLength(2);
  }, 180_000);
});
