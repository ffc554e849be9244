import { circleMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle, inviteByEmail } from '../../test/circles';

const settingsPath = (circleId: string) => `/api/circles/${circleId}/settings`;

describe('hidden private circles (issue 41)', () => {
  it("the owner hides a private circle: a non-member with its link gets 'Circle not found' and cannot ask to join", async () => {
    const owner = await signedInMember({ firstName: 'Hana' });
    const outsider = await signedInMember({ firstName: 'Otis' });
    const circleId = await createCircle(owner.client, { type: 'private', name: 'Quiet Room' });

    // Visible by link by default: the header, to ask to join.
    const byLink = await outsider.client.get(`/api/circles/${circleId}`);
    expect(byLink.status).toBe(200);
    expect(byLink.body).toMatchObject({ name: 'Quiet Room', isHidden: false });

    const hidden = await owner.client.patch(settingsPath(circleId), { isHidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: circleId, isHidden: true, isJoined: true });

    for (const response of [
      await outsider.client.get(`/api/circles/${circleId}`),
      await outsider.client.post(`/api/circles/${circleId}/join-requests`, {}),
      await outsider.client.post(`/api/circles/${circleId}/join`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(circleMessages.notFound);
    }

    // An invitation still lets them in.
    await inviteByEmail(owner.client, circleId, outsider.account.email);
    const invited = await outsider.client.get(`/api/circles/${circleId}`);
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ isPending: true });
    expect((await outsider.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);

    // Shown by link again.
    expect((await owner.client.patch(settingsPath(circleId), { isHidden: false })).body.isHidden).toBe(false);
  });

  it('only the owner changes it, only for a private circle, and the body is checked', async () => {
    const owner = await signedInMember({ firstName: 'Hugo' });
    const member = await signedInMember({ firstName: 'Mia' });
    const privateId = await createCircle(owner.client, { type: 'private' });
    await inviteByEmail(owner.client, privateId, member.account.email);
    expect((await member.client.post(`/api/circles/${privateId}/join`)).status).toBe(200);
    const byMember = await member.client.patch(settingsPath(privateId), { isHidden: true });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(circleMessages.ownerOnlyVisibility);

    const publicId = await createCircle(owner.client, { type: 'public' });
    expect((await owner.client.patch(settingsPath(publicId), { isHidden: true })).status).toBe(403);
    expect((await owner.client.patch(settingsPath(privateId), { isHidden: 'yes' })).status).toBe(400);
  });

  it('a private circle created hidden is listed and found by its members only; a link shows anyone else nothing (issue 54)', async () => {
    const owner = await signedInMember({ firstName: 'Hilda' });
    const member = await signedInMember({ firstName: 'Milo' });
    const outsider = await signedInMember({ firstName: 'Oona' });
    const name = `Hush Society ${Date.now().toString(36)}`;
    const circleId = await createCircle(owner.client, { type: 'private', name, isHidden: true });
    await inviteByEmail(owner.client, circleId, member.account.email);
    expect((await member.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    expect((await owner.client.post('/api/posts', { circleId, content: 'Quiet news' })).status).toBe(201);

    // Owner and member: the circle by link, in their lists and in a search by name.
    for (const viewer of [owner, member]) {
      const byLink = await viewer.client.get(`/api/circles/${circleId}`);
      expect(byLink.status).toBe(200);
      expect(byLink.body).toMatchObject({ name, isHidden: true, isJoined: true, memberCount: 2 });
      const mine = await viewer.client.get('/api/circles');
      expect(mine.body.map((circle: { id: string }) => circle.id)).toContain(circleId);
      const found = await viewer.client.get(`/api/circles/discover?q=${encodeURIComponent(name)}`);
      expect(found.body.map((circle: { id: string }) => circle.id)).toContain(circleId);
    }

    // Anyone else: 'Circle not found' by link, with neither name nor member count; in no list, no search.
    const byLink = await outsider.client.get(`/api/circles/${circleId}`);
    expect(byLink.status).toBe(404);
    expect(byLink.body).toEqual({ message: circleMessages.notFound, code: 'not_found' });
    for (const path of [
      `/api/circles/${circleId}/members`,
      `/api/feed/circles/${circleId}`,
      `/api/circles/discover?q=${encodeURIComponent(name)}`,
      `/api/circles/discover?q=${encodeURIComponent('Hush Socety')}`,
      '/api/circles/discover?list=trending',
      '/api/circles/discover?list=big',
      '/api/circles',
    ]) {
      const answer = await outsider.client.get(path);
      expect(JSON.stringify(answer.body), path).not.toContain(circleId);
      expect(JSON.stringify(answer.body), path).not.toContain(name);
    }
  });

  it('only a private circle starts hidden: a public one asked to is refused with its reason', async () => {
    const owner = await signedInMember({ firstName: 'Pia' });
    const refused = await owner.client.post('/api/circles', { name: 'Loud', type: 'public', isHidden: true });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.isHidden).toEqual([circleMessages.hiddenPrivateOnly]);
    const visible = await createCircle(owner.client, { type: 'private' });
    expect((await owner.client.get(`/api/circles/${visible}`)).body.isHidden).toBe(false);
  });
});
