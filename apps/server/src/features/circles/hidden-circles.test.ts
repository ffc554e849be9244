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
});
