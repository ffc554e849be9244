import { accountMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { TestClient } from '../../test/http-client';
import { pngBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function signInAgain(member: Member) {
  const { url } = await getTestServer();
  const client = new TestClient(url);
  const response = await client.post('/api/auth/sign-in/email', {
    email: member.account.email,
    password: member.account.password,
  });
  return { client, status: response.status };
}

const scheduledFor = async (userId: string) => {
  const { context } = await getTestServer();
  return await context.database.db
    .selectFrom('users')
    .select(['deletion_scheduled_at', 'erased_at', 'full_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
};

describe('deleting one’s account (issue 18)', () => {
  it('needs the password, then signs out everywhere; signing in within the grace period undoes it', async () => {
    const member = await signedInMember({ firstName: 'Della' });
    const wrong = await member.client.post('/api/me/deletion', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(accountMessages.wrongPassword);
    expect((await member.client.post('/api/me/deletion', {})).body.message).toBe(
      accountMessages.passwordRequired,
    );
    expect((await scheduledFor(member.userId)).deletion_scheduled_at).toBeNull();

    const before = Date.now();
    const scheduled = await member.client.post('/api/me/deletion', { password: member.account.password });
    expect(scheduled.status).toBe(200);
    const due = Date.parse(scheduled.body.deleteAfter);
    expect(due - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(due - before).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);
    expect((await member.client.get('/api/me')).status).toBe(401);

    const again = await signInAgain(member);
    expect(again.status).toBe(200);
    expect((await scheduledFor(member.userId)).deletion_scheduled_at).toBeNull();
    expect((await again.client.get('/api/me')).status).toBe(200);
    // Issue 41: the member is told, once: a notification says the deletion was cancelled.
    const cancelled = (body: { title: string }[]) =>
      body.filter((notification) => notification.title === accountMessages.deletionCancelledTitle);
    const listed = await again.client.get('/api/notifications');
    expect(cancelled(listed.body.notifications)).toEqual([
      expect.objectContaining({ message: accountMessages.deletionCancelledMessage, read: false }),
    ]);
    expect((await signInAgain(member)).status).toBe(200);
    expect(cancelled((await again.client.get('/api/notifications')).body.notifications)).toHaveLength(1);
  });

  it('after the grace period erases the member: posts and media go, comments show removed, counts move back', async () => {
    const { context } = await getTestServer();
    const leaving = await signedInMember({ firstName: 'Lars', completeProfile: true });
    const staying = await signedInMember({ firstName: 'Stina' });
    const image = await upload(leaving.client, 'image', await pngBytes(), 'image/png');
    const ownPost = await leaving.client.post('/api/posts', {
      circleId: 'world',
      content: 'Soon gone',
      imageUrl: image.body.url,
    });
    const othersPost = await staying.client.post('/api/posts', {
      circleId: 'world',
      content: 'Staying here',
    });
    const comment = await leaving.client.post(`/api/posts/${othersPost.body.id}/comments`, {
      content: 'Bye all',
    });
    const reply = await staying.client.post(`/api/posts/${othersPost.body.id}/comments`, {
      content: 'Farewell',
      parentId: comment.body.id,
    });
    expect(reply.status).toBe(201);
    await leaving.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: othersPost.body.id });
    await leaving.client.post(`/api/posts/${othersPost.body.id}/shares`);

    expect(
      (await leaving.client.post('/api/me/deletion', { password: leaving.account.password })).status,
    ).toBe(200);
    const { account } = await getTestServer();
    // Not yet due: nothing happens.
    await account.eraseDue();
    expect((await scheduledFor(leaving.userId)).erased_at).toBeNull();
    await account.eraseDue(new Date(Date.now() + 8 * 24 * 3600 * 1000));

    const tombstone = await scheduledFor(leaving.userId);
    expect(tombstone).toMatchObject({ full_name: 'Deleted member', deletion_scheduled_at: null });
    expect(tombstone.erased_at).not.toBeNull();
    expect(tombstone.email).not.toBe(leaving.account.email);
    expect((await signInAgain(leaving)).status).not.toBe(200);

    expect((await staying.client.get(`/api/feed/circles/world/posts/${ownPost.body.id}`)).status).toBe(404);
    expect((await staying.client.get(image.body.url)).status).toBe(404);
    const othersNow = await staying.client.get(`/api/feed/circles/world/posts/${othersPost.body.id}`);
    expect(othersNow.body.engagement).toMatchObject({ likes: 0, comments: 0, shares: 0 });
    const thread = await staying.client.get(`/api/posts/${othersPost.body.id}/comments`);
    const removed = thread.body.comments.find((c: { id: string }) => c.id === comment.body.id);
    expect(removed).toMatchObject({ isDeleted: true });
    expect(JSON.stringify(thread.body)).not.toContain('Bye all');
    expect(JSON.stringify(thread.body)).toContain('Farewell');
    const leftovers = await context.database.db
      .selectFrom('likes')
      .select('user_id')
      .where('user_id', '=', leaving.userId)
      .execute();
    expect(leftovers).toEqual([]);
  });

  it('takes a passkey confirmation only from a session a passkey opened minutes ago', async () => {
    const { context } = await getTestServer();
    const member = await signedInMember({ firstName: 'Pia' });
    const sessionOf = () =>
      context.database.db.selectFrom('auth_sessions').select('id').where('user_id', '=', member.userId);
    const markPasskeySession = async (minutesAgo: number) =>
      context.database.db
        .updateTable('auth_sessions')
        .set({ passkey_verified_at: new Date(Date.now() - minutesAgo * 60_000) })
        .where('id', 'in', sessionOf())
        .execute();

    // Opened with the password: a passkey claim is not enough.
    const claimed = await member.client.post('/api/me/deletion', { confirmedWith: 'passkey' });
    expect(claimed.status).toBe(400);
    expect(claimed.body.message).toBe(accountMessages.passkeyConfirmationStale);
    await markPasskeySession(6);
    expect((await member.client.post('/api/me/deletion', { confirmedWith: 'passkey' })).status).toBe(400);
    expect((await scheduledFor(member.userId)).deletion_scheduled_at).toBeNull();

    await markPasskeySession(1);
    const scheduled = await member.client.post('/api/me/deletion', { confirmedWith: 'passkey' });
    expect(scheduled.status).toBe(200);
    expect((await scheduledFor(member.userId)).deletion_scheduled_at).not.toBeNull();
    expect((await member.client.get('/api/me')).status).toBe(401);
  });

  it('serves the passkey endpoints: a member lists theirs, a stranger gets a challenge but no session', async () => {
    const { url } = await getTestServer();
    const member = await signedInMember({ firstName: 'Kai' });
    const list = await member.client.get('/api/auth/passkey/list-user-passkeys');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    const options = await member.client.get('/api/auth/passkey/generate-register-options');
    expect(options.status).toBe(200);
    expect(options.body.rp).toMatchObject({ name: 'Circles', id: new URL(url).hostname });

    const stranger = new TestClient(url);
    expect((await stranger.get('/api/auth/passkey/list-user-passkeys')).status).toBe(401);
    expect((await stranger.get('/api/auth/passkey/generate-register-options')).status).toBe(401);
    const challenge = await stranger.get('/api/auth/passkey/generate-authenticate-options');
    expect(challenge.status).toBe(200);
    expect(typeof challenge.body.challenge).toBe('string');
    // A made-up credential signs nobody in.
    const forged = await stranger.post('/api/auth/passkey/verify-authentication', {
      response: { id: 'bm90LWEtcmVhbC1rZXk', rawId: 'bm90LWEtcmVhbC1rZXk', type: 'public-key', response: {} },
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect((await stranger.get('/api/me')).status).toBe(401);
  });
});
