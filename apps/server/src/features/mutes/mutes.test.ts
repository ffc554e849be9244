import { muteMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const homeTexts = async (member: Member) =>
  ((await member.client.get('/api/feed/home')).body.posts as { content: string }[]).map(
    (post) => post.content,
  );

describe('mutes (issue 17)', () => {
  it('a muted member leaves home and circle feeds and notifies no more; unmuting brings them back', async () => {
    const viewer = await signedInMember({ firstName: 'Vera' });
    const loud = await signedInMember({ firstName: 'Lou' });
    const circleId = await createCircle(viewer.client, { type: 'public' });
    expect((await loud.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    const viewerPost = await viewer.client.post('/api/posts', { circleId, content: 'My own post' });
    await loud.client.post('/api/posts', { circleId, content: 'Loud before' });

    const muted = await viewer.client.put(`/api/mutes/members/${loud.userId}`);
    expect(muted.status).toBe(200);
    expect(muted.body.members.map((m: { userId: string }) => m.userId)).toEqual([loud.userId]);
    await loud.client.post('/api/posts', { circleId, content: 'Loud after' });
    expect(await homeTexts(viewer)).not.toContain('Loud before');
    expect(await homeTexts(viewer)).not.toContain('Loud after');
    const circleFeed = await viewer.client.get(`/api/feed/circles/${circleId}`);
    expect(circleFeed.body.posts.map((p: { content: string }) => p.content)).toEqual(['My own post']);

    // Their comment on the viewer's post notifies nobody; the muted member is not told anything.
    const notesBefore = (await viewer.client.get('/api/notifications')).body.notifications.length;
    expect(
      (await loud.client.post(`/api/posts/${viewerPost.body.id}/comments`, { content: 'Hey' })).status,
    ).toBe(201);
    expect((await viewer.client.get('/api/notifications')).body.notifications).toHaveLength(notesBefore);
    expect(await homeTexts(loud)).toContain('My own post');

    const unmuted = await viewer.client.delete(`/api/mutes/members/${loud.userId}`);
    expect(unmuted.body.members).toEqual([]);
    expect(await homeTexts(viewer)).toEqual(expect.arrayContaining(['Loud before', 'Loud after']));
  });

  it('a muted circle leaves home but its own page still shows it', async () => {
    const viewer = await signedInMember({ firstName: 'Cora' });
    const circleId = await createCircle(viewer.client, { type: 'private' });
    await viewer.client.post('/api/posts', { circleId, content: 'Quiet circle post' });
    expect(await homeTexts(viewer)).toContain('Quiet circle post');
    const muted = await viewer.client.put(`/api/mutes/circles/${circleId}`);
    expect(muted.body.circles).toEqual([expect.objectContaining({ id: circleId, type: 'private' })]);
    expect(await homeTexts(viewer)).not.toContain('Quiet circle post');
    const page = await viewer.client.get(`/api/feed/circles/${circleId}`);
    expect(page.body.posts.map((p: { content: string }) => p.content)).toEqual(['Quiet circle post']);
    expect((await viewer.client.get('/api/mutes')).body.circles).toHaveLength(1);
    await viewer.client.delete(`/api/mutes/circles/${circleId}`);
    expect(await homeTexts(viewer)).toContain('Quiet circle post');
  });

  it('refuses muting oneself, an unknown member, or a circle one cannot see', async () => {
    const viewer = await signedInMember({ firstName: 'Mona' });
    const owner = await signedInMember({ firstName: 'Omar' });
    const hidden = await createCircle(owner.client, { type: 'private' });
    const self = await viewer.client.put(`/api/mutes/members/${viewer.userId}`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(muteMessages.notYourself);
    expect((await viewer.client.put('/api/mutes/members/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await viewer.client.put('/api/mutes/members/not-an-id')).status).toBe(404);
    const secret = await viewer.client.put(`/api/mutes/circles/${hidden}`);
    expect(secret.status).toBe(404);
    expect(secret.body.message).toBe(muteMessages.circleNotFound);
    expect((await viewer.client.get('/api/mutes')).body).toEqual({ members: [], circles: [] });
  });
});
