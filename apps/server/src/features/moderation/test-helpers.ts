import { expect } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';

export type Member = Awaited<ReturnType<typeof signedInMember>>;

export async function newPost(member: Member, circleId: string, content = 'A post someone will report') {
  const response = await member.client.post('/api/posts', { circleId, content });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

export async function report(
  member: Member,
  targetType: string,
  targetId: string,
  reason = 'spam',
  details?: string,
) {
  return member.client.post('/api/reports', { targetType, targetId, reason, details });
}

export async function join(member: Member, circleId: string) {
  expect((await member.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
}

/**
 * Everyone the role matrix needs. The first sign-up of a test is the admin (the database is reset before each).
 * `owner` owns the public circle `circleId` (where `circleMod` moderates) and `otherCircleId` (where `otherMod`
 * moderates); `author` posts, `reporter` reports, `target` gets suspended.
 */
export async function moderationCast() {
  const admin = await signedInMember({ firstName: 'Ada', lastName: 'Admin' });
  const siteMod = await signedInMember({ firstName: 'Sam', lastName: 'Sitemod' });
  expect((await admin.client.put(`/api/roles/site/${siteMod.userId}`, { role: 'moderator' })).status).toBe(
    200,
  );
  const owner = await signedInMember({ firstName: 'Olive', lastName: 'Owner' });
  const circleMod = await signedInMember({ firstName: 'Cleo', lastName: 'Circlemod' });
  const otherMod = await signedInMember({ firstName: 'Otto', lastName: 'Othermod' });
  const author = await signedInMember({ firstName: 'Arthur', lastName: 'Author' });
  const reporter = await signedInMember({ firstName: 'Rita', lastName: 'Reporter' });
  const target = await signedInMember({ firstName: 'Tess', lastName: 'Target' });

  const circleId = await createCircle(owner.client, { name: 'Garden club', type: 'public' });
  const otherCircleId = await createCircle(owner.client, { name: 'Chess club', type: 'public' });
  for (const member of [circleMod, author, reporter]) await join(member, circleId);
  await join(otherMod, otherCircleId);
  const name = async (circle: string, member: Member) =>
    expect(
      (await owner.client.put(`/api/roles/circles/${circle}/${member.userId}`, { role: 'moderator' })).status,
    ).toBe(200);
  await name(circleId, circleMod);
  await name(otherCircleId, otherMod);
  return { admin, siteMod, owner, circleMod, otherMod, author, reporter, target, circleId, otherCircleId };
}

export const notificationsOf = async (member: Member) =>
  (await member.client.get('/api/notifications')).body.notifications as {
    type: string;
    title: string;
    message: string;
  }[];
