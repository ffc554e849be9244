import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invitationLimits, invitationMessages, inviteOnlyMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { buildAccount, latestMailLink, signedInMember } from '../../test/accounts';
import { TestClient } from '../../test/http-client';
import { clearRateLimits } from '../../test/test-database';
import { getTestServer, startTestServer, type TestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const dayMs = 86_400_000;

const db = async () => (await getTestServer()).context.database.db;
const accountsNamed = async (email: string) =>
  (await db()).selectFrom('users').select('id').where('email', '=', email.toLowerCase()).execute();
const invite = async (member: Member) => {
  const created = await member.client.post('/api/invitations');
  expect(created.status).toBe(201);
  return created.body as { id: string; url: string; token: string; expiresAt: string };
};
const signUp = async (client: TestClient, account: ReturnType<typeof buildAccount>, inviteToken?: string) => {
  // Many sign-ups from one address: the auth limits (their own tests) are cleared before each.
  await clearRateLimits((await getTestServer()).context.database);
  return client.post('/api/auth/sign-up/email', { ...account, name: 'ignored', inviteToken });
};

/** A server with INVITE_ONLY on over the worker's database (members made before it sign in there too). */
async function withInviteOnly(run: (server: TestServer, client: TestClient) => Promise<void>) {
  const server = await startTestServer({ INVITE_ONLY: 'true' });
  try {
    await clearRateLimits(server.context.database);
    await run(server, new TestClient(server.url));
  } finally {
    await server.close();
  }
}

describe('invitation links (issue 41)', () => {
  it('a member makes, lists and revokes links; at most 20 unused at once; only their own', async () => {
    const member = await signedInMember({ firstName: 'Ines' });
    const other = await signedInMember({ firstName: 'Otto' });
    const { context } = await getTestServer();
    const before = Date.now();
    const link = await invite(member);
    expect(link.url).toBe(`${context.config.publicUrl}/auth/sign-up?invite=${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = new Date(link.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + invitationLimits.validDays * dayMs - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + invitationLimits.validDays * dayMs + 1000);
    // Only the token's hash is kept.
    const stored = await (await db()).selectFrom('invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const list = await member.client.get('/api/invitations');
    expect(list.body).toEqual({
      maxUnused: 20,
      invitations: [
        {
          id: link.id,
          createdAt: expect.any(String),
          expiresAt: link.expiresAt,
          status: 'unused',
          usedAt: null,
          usedBy: null,
        },
      ],
    });
    expect((await other.client.get('/api/invitations')).body.invitations).toEqual([]);
    const notTheirs = await other.client.delete(`/api/invitations/${link.id}`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe(invitationMessages.notFound);
    expect((await other.client.delete('/api/invitations/not-an-id')).status).toBe(404);
    const revoked = await member.client.delete(`/api/invitations/${link.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.invitations).toEqual([]);

    for (let made = 0; made < invitationLimits.maxUnused; made++) await invite(member);
    const tooMany = await member.client.post('/api/invitations');
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(invitationMessages.tooMany);
    // An expired link no longer counts.
    await (await db())
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('created_by', '=', member.userId)
      .execute();
    await invite(member);
    const statuses = (await member.client.get('/api/invitations')).body.invitations.map(
      (i: { status: string }) => i.status,
    );
    expect(statuses.filter((s: string) => s === 'expired')).toHaveLength(20);

    expect((await new TestClient(context.config.publicUrl).get('/api/invitations')).status).toBe(401);
  });

  it('INVITE_ONLY on: a usable link lets one person in, once; used, expired, revoked or no link is refused', async () => {
    await signedInMember({ firstName: 'First' }); // the install's admin
    const member = await signedInMember({ firstName: 'Ines', lastName: 'Inviter' });
    const known = await signedInMember({ firstName: 'Known' });
    const used = await invite(member);
    const expired = await invite(member);
    const revoked = await invite(member);
    const forKnown = await invite(member);
    await (await db())
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    await member.client.delete(`/api/invitations/${revoked.id}`);

    await withInviteOnly(async (_server, client) => {
      const stranger = buildAccount();
      const closed = await signUp(client, stranger);
      expect(closed.status).toBe(403);
      expect(closed.body).toMatchObject({ message: inviteOnlyMessages.signUpClosed, code: 'INVITE_ONLY' });

      const guest = buildAccount({ firstName: 'Gwen', lastName: 'Guest' });
      expect((await signUp(client, guest, used.token)).status).toBe(200);
      const [account] = await accountsNamed(guest.email);
      expect(account).toBeDefined();
      expect(await latestMailLink(guest.email, 'Verify')).toBeDefined();

      for (const token of [used.token, expired.token, revoked.token, 'x'.repeat(43)]) {
        const refused = await signUp(client, buildAccount(), token);
        if (refused.status !== 403)
          console.log(
            'DEBUG',
            token === used.token,
            token === expired.token,
            token === revoked.token,
            refused.status,
            refused.body,
          );
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          message: invitationMessages.invalid,
          code: 'INVITATION_INVALID',
        });
      }
      expect(await accountsNamed(stranger.email)).toEqual([]);

      // A known address answers alike, and leaves the link for someone new.
      expect(
        (await signUp(client, { ...buildAccount(), email: known.account.email }, forKnown.token)).status,
      ).toBe(200);
      const list = (await member.client.get('/api/invitations')).body.invitations as {
        id: string;
        status: string;
        usedBy: unknown;
      }[];
      expect(list.find((i) => i.id === forKnown.id)?.status).toBe('unused');
      expect(list.find((i) => i.id === used.id)).toMatchObject({
        status: 'used',
        usedAt: expect.any(String),
        usedBy: { userId: account?.id, fullName: 'Gwen Guest', handle: expect.any(String) },
      });
      expect(list.find((i) => i.id === expired.id)?.status).toBe('expired');
      expect(list.some((i) => i.id === revoked.id)).toBe(false);
      const cannotRevoke = await member.client.delete(`/api/invitations/${used.id}`);
      expect(cannotRevoke.status).toBe(409);
      expect(cannotRevoke.body.message).toBe(invitationMessages.alreadyUsed);
    });
  }, 60_000);

  it('INVITE_ONLY on: two sign-ups racing with one link make one account', async () => {
    await signedInMember({ firstName: 'First' });
    const member = await signedInMember({ firstName: 'Ines' });
    const link = await invite(member);
    await withInviteOnly(async (_server, client) => {
      const [a, b] = [buildAccount(), buildAccount()];
      const answers = await Promise.all([signUp(client, a, link.token), signUp(client, b, link.token)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const made = [...(await accountsNamed(a.email)), ...(await accountsNamed(b.email))];
      expect(made).toHaveLength(1);
      const [row] = (await member.client.get('/api/invitations')).body.invitations;
      expect(row).toMatchObject({ status: 'used', usedBy: { userId: made[0]?.id } });
    });
  }, 60_000);

  it('with INVITE_ONLY off a link opens sign-up and is taken; a stale one is ignored', async () => {
    const member = await signedInMember({ firstName: 'Ines' });
    const link = await invite(member);
    const client = new TestClient((await getTestServer()).url);
    const guest = buildAccount({ firstName: 'Gwen', lastName: 'Guest' });
    expect((await signUp(client, guest, link.token)).status).toBe(200);
    expect((await member.client.get('/api/invitations')).body.invitations[0]).toMatchObject({
      status: 'used',
      usedBy: { fullName: 'Gwen Guest' },
    });
    expect((await signUp(client, buildAccount(), link.token)).status).toBe(200);
  });

  it('a suspended member makes no links, and theirs let nobody in while suspended', async () => {
    await signedInMember({ firstName: 'First' });
    const member = await signedInMember({ firstName: 'Sam' });
    const link = await invite(member);
    await (await db())
      .insertInto('suspensions')
      .values({ user_id: member.userId, until: null, reason: 'Spam' })
      .execute();
    const refused = await member.client.post('/api/invitations');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(invitationMessages.suspended);
    await withInviteOnly(async (_server, client) => {
      const guest = buildAccount();
      expect((await signUp(client, guest, link.token)).status).toBe(403);
      expect(await accountsNamed(guest.email)).toEqual([]);
    });
  }, 60_000);

  it('links are in the data export and go with an erased account', async () => {
    const member = await signedInMember({ firstName: 'Exa' });
    const link = await invite(member);
    const { url, account } = await getTestServer();
    const response = await fetch(`${url}/api/me/export`, {
      headers: { cookie: member.client.cookieHeader() },
    });
    expect(response.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invitations-export-'));
    const file = path.join(dir, 'export.zip');
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const script = 'import sys,zipfile;print(zipfile.ZipFile(sys.argv[1]).read("invitations.json").decode())';
    const exported = JSON.parse(execFileSync('python3', ['-c', script, file]).toString());
    fs.rmSync(dir, { recursive: true, force: true });
    expect(exported).toEqual([expect.objectContaining({ id: link.id, used_by: null })]);
    expect(JSON.stringify(exported)).not.toContain(link.token);

    expect((await member.client.post('/api/me/deletion', { password: member.account.password })).status).toBe(
      200,
    );
    await account.eraseDue(new Date(Date.now() + 8 * dayMs));
    const left = await (await db())
      .selectFrom('invitations')
      .select('id')
      .where('created_by', '=', member.userId)
      .execute();
    expect(left).toEqual([]);
  });
});
