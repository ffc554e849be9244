import { describe, expect, it } from 'vitest';
import { textsIn } from '../lib/i18n';
import { buildAccount, signedInMember } from '../test/accounts';
import { TestClient } from '../test/http-client';
import { clearRateLimits } from '../test/test-database';
import { getTestServer } from '../test/test-server';

/** Issue #53: the server's mails come in the member's language, before sign-in in their browser's. */
async function mailsTo(email: string) {
  const { context } = await getTestServer();
  return context.database.db
    .selectFrom('dev_mailbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', email.toLowerCase())
    .orderBy('id', 'asc')
    .execute();
}

describe('mail in the reader’s language', () => {
  it('sends the sign-up verification in the language the browser asks for', async () => {
    const server = await getTestServer();
    await clearRateLimits(server.context.database);
    const account = buildAccount({ firstName: 'Inés' });
    const client = new TestClient(server.url);
    const signUp = await client.request(
      'POST',
      '/api/auth/sign-up/email',
      { ...account, name: 'ignored' },
      { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    );
    expect(signUp.status).toBe(200);
    const [mail] = await mailsTo(account.email);
    const spanish = textsIn('es');
    expect(mail?.subject).toBe(spanish._('Verify your email for Circles'));
    expect(mail?.subject).not.toBe('Verify your email for Circles');
    expect(mail?.text_body).toContain(
      spanish._('Hi {name}, confirm your email address to finish creating your Circles account.', {
        name: 'Inés Lovelace',
      }),
    );
  });

  it('sends a password reset in the language the member chose, whatever the browser asks for', async () => {
    const member = await signedInMember({ firstName: 'Greta' });
    expect((await member.client.put('/api/preferences/language', { value: 'de' })).status).toBe(200);
    const visitor = new TestClient((await getTestServer()).url);
    const asked = await visitor.request(
      'POST',
      '/api/auth/request-password-reset',
      { email: member.account.email },
      { 'accept-language': 'fr' },
    );
    expect(asked.status).toBe(200);
    const reset = (await mailsTo(member.account.email)).at(-1);
    expect(reset?.subject).toBe(textsIn('de')._('Reset your Circles password'));
    expect(reset?.subject).not.toBe('Reset your Circles password');
    expect(reset?.html_body).toContain('<html lang="de">');
  });
});
