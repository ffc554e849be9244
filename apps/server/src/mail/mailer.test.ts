import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
import { parseConfig } from '../config';
import { textsIn } from '../lib/i18n';
import { createLogger } from '../lib/logger';
import { getTestDatabase } from '../test/test-database';
import { createMailer } from './mailer';
import { verificationMail } from './templates';

// A local stand-in for an SMTP provider: the real nodemailer transport talks real SMTP to it.
const received: { from: string; to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const contextWith = async (env: Record<string, string>): Promise<AppContext> => {
  const parsed = parseConfig({ NODE_ENV: 'test', ...env });
  if (!parsed.ok) throw new Error(parsed.problems.join(', '));
  return { config: parsed.config, database: await getTestDatabase(), logger: createLogger('silent') };
};

describe('mailer', () => {
  it('sends through SMTP when SMTP_URL is set, and stores nothing in the dev outbox', async () => {
    const context = await contextWith({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Circles <hi@circles.test>',
    });
    const mailer = createMailer(context);
    expect(mailer.kind).toBe('smtp');
    await mailer.send(
      verificationMail(
        textsIn('en'),
        'ada@example.com',
        'Ada',
        'http://localhost:3000/auth/verify-email?token=t&type=signup',
      ),
    );
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('hi@circles.test');
    expect(received[0]?.to).toEqual(['ada@example.com']);
    // Undo quoted-printable soft breaks and escapes, enough to read the body.
    const raw = (received[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(raw).toMatch(/^Subject: Verify your email for Circles$/m);
    expect(raw).toContain('/auth/verify-email?token=t&type=signup');
    const stored = await context.database.db.selectFrom('dev_mailbox').selectAll().execute();
    expect(stored).toHaveLength(0);
  });

  it('stores the message in the dev outbox when no SMTP_URL is set', async () => {
    const context = await contextWith({});
    const mailer = createMailer(context);
    expect(mailer.kind).toBe('dev-outbox');
    await mailer.send(
      verificationMail(
        textsIn('en'),
        'Ada@Example.com',
        'Ada',
        'http://x/auth/verify-email?token=abc&type=signup',
      ),
    );
    const stored = await context.database.db.selectFrom('dev_mailbox').selectAll().execute();
    expect(stored).toMatchObject([
      { to_address: 'ada@example.com', link: 'http://x/auth/verify-email?token=abc&type=signup' },
    ]);
  });
});
