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
});
