import { passkeyMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { TestClient } from '../test/http-client';
import { getTestServer } from '../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** The same member signed in on a second browser. */
async function secondBrowser(member: Member) {
  const browser = new TestClient((await getTestServer()).url);
  const signIn = await browser.post('/api/auth/sign-in/email', {
    email: member.account.email,
    password: member.account.password,
  });
  expect(signIn.status).toBe(200);
  expect((await browser.get('/api/me')).status).toBe(200);
  return browser;
}

describe('changing the password (issue 37)', () => {
  it('ends every other session, even when the client asks to keep them', async () => {
    const member = await signedInMember();
    const thief = await secondBrowser(member);
    const changed = await member.client.post('/api/auth/change-password', {
      currentPassword: member.account.password,
      newPassword: 'Brand9newpass',
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect((await thief.get('/api/me')).status).toBe(401);
    // The browser that changed it stays signed in (better-auth gave it a fresh session).
    expect((await member.client.get('/api/me')).status).toBe(200);
  });
});

describe('better-auth routes refuse malformed ids with a 400 (issue 37)', () => {
  it('a passkey id that is not a uuid', async () => {
    const member = await signedInMember();
    for (const path of ['/api/auth/passkey/delete-passkey', '/api/auth/passkey/update-passkey']) {
      for (const id of ['not-a-uuid', '', 42]) {
        const answer = await member.client.post(path, { id, name: 'Laptop' });
        expect(answer.status, `${path} ${id}`).toBe(400);
        expect(answer.body.message, `${path} ${id}`).toBe(passkeyMessages.invalidId);
      }
    }
    // A well-formed id of no passkey is still better-auth's own not-found answer, not ours.
    const unknown = await member.client.post('/api/auth/passkey/delete-passkey', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
  });
});

describe('registering a passkey refuses a response it cannot verify with a 400 (issue 37)', () => {
  const base64url = (text: string) => Buffer.from(text).toString('base64url');
  it('a malformed or forged registration response, after the options were asked for', async () => {
    const member = await signedInMember();
    const forged = {
      id: 'Zm9yZ2Vk',
      rawId: 'Zm9yZ2Vk',
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: base64url(
          JSON.stringify({ type: 'webauthn.create', challenge: 'not-the-challenge', origin: 'http://x' }),
        ),
        attestationObject: base64url('not cbor'),
      },
    };
    for (const response of [{}, 'text', 42, [], { id: 'x' }, forged]) {
      // Each attempt uses up its challenge: ask for a new one first, as the browser does.
      const options = await member.client.get('/api/auth/passkey/generate-register-options');
      expect(options.status).toBe(200);
      const answer = await member.client.post('/api/auth/passkey/verify-registration', { response });
      expect(answer.status, JSON.stringify(response)).toBe(400);
      expect(answer.body.code, JSON.stringify(response)).toBe('FAILED_TO_VERIFY_REGISTRATION');
    }
  });
});
