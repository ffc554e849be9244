import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { parseConfig } from '../config';
import { textsIn } from '../lib/i18n';
import { createLogger } from '../lib/logger';
import { getTestServer } from '../test/test-server';
import { passwordResetMail } from './templates';

const secretLink = 'http://localhost:3000/auth/reset-password?token=secret-reset-token';

/** The real app with `env`, asked by a client at `remoteAddress` (as Node's socket would report it). */
async function askMailbox(
  env: Record<string, string>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  const server = await getTestServer();
  const parsed = parseConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  if (!parsed.ok) throw new Error(parsed.problems.join(', '));
  const { app } = createApp({ ...server.context, config: parsed.config, logger: createLogger('silent') });
  const response = await app.fetch(new Request('http://circles.test/dev/mailbox?format=json', { headers }), {
    incoming: { socket: { remoteAddress } },
  });
  return {
    status: response.status,
    text: await response.text(),
    cacheControl: response.headers.get('cache-control'),
  };
}

describe('dev outbox (/dev/mailbox)', () => {
  beforeEach(async () => {
    const server = await getTestServer();
    await server.reset();
    await server.context.database.db
      .insertInto('dev_mailbox')
      .values({
        to_address: 'ada@example.com',
        subject: passwordResetMail(textsIn('en'), 'ada@example.com', 'Ada', secretLink).subject,
        text_body: secretLink,
        html_body: secretLink,
        link: secretLink,
      })
      .execute();
  });

  it('answers loopback clients, IPv4, IPv6 and IPv4-mapped', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await askMailbox({}, address);
      expect(answer.status, address).toBe(200);
      expect(answer.text).toContain('secret-reset-token');
      // It holds live reset links: no browser or proxy keeps a copy (issue 37).
      expect(answer.cacheControl, address).toBe('no-store');
    }
  });

  it('refuses any other client with a 403 that says why, and shows no link', async () => {
    for (const address of ['192.0.2.7', '::ffff:10.0.0.3', '2001:db8::1']) {
      const answer = await askMailbox({}, address);
      expect(answer.status, address).toBe(403);
      expect(answer.text).toContain('DEV_MAILBOX=open');
      expect(answer.text).not.toContain('secret-reset-token');
    }
  });

  it('behind a trusted proxy judges the forwarded client, not the proxy on loopback', async () => {
    const remote = await askMailbox({ TRUST_PROXY: 'true' }, '127.0.0.1', {
      'x-forwarded-for': '198.51.100.4',
    });
    expect(remote.status).toBe(403);
    // Without TRUST_PROXY a forged X-Forwarded-For changes nothing.
    const forged = await askMailbox({}, '192.0.2.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(forged.status).toBe(403);
  });

  it('refuses a request forwarded by a proxy on this machine, as /metrics does, trusted or not (issue #57)', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const headers of forwarded) {
      for (const env of [{}, { TRUST_PROXY: 'true' }] as Record<string, string>[]) {
        const answer = await askMailbox(env, '127.0.0.1', headers);
        expect(answer.status, JSON.stringify({ headers, env })).toBe(403);
        expect(answer.text).not.toContain('secret-reset-token');
      }
    }
  });

  it('DEV_MAILBOX=open shares it; off and production never serve it', async () => {
    expect((await askMailbox({ DEV_MAILBOX: 'open' }, '192.0.2.7')).status).toBe(200);
    const off = await askMailbox({ DEV_MAILBOX: 'off' }, '127.0.0.1');
    expect(off.text).not.toContain('secret-reset-token');
    const production = await askMailbox({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }, '127.0.0.1');
    expect(production.text).not.toContain('secret-reset-token');
  });
});
