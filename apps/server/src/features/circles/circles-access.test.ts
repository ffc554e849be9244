import { circleMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle, inviteByEmail } from '../../test/circles';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';

type Role = 'anonymous' | 'outsider' | 'pending' | 'member' | 'creator';
const roles: Role[] = ['anonymous', 'outsider', 'pending', 'member', 'creator'];

/** One circle of the given type with a member, a pending invitee and an outsider, each with their own session. */
async function circleWithEveryRole(type: 'public' | 'private') {
  const creator = await signedInMember({ firstName: 'Cora' });
  const member = await signedInMember({ firstName: 'Milo' });
  const pending = await signedInMember({ firstName: 'Penny' });
  const outsider = await signedInMember({ firstName: 'Otto' });
  const circleId = await createCircle(creator.client, { type, name: `${type} circle` });
  await inviteByEmail(creator.client, circleId, member.account.email);
  expect((await member.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
  await inviteByEmail(creator.client, circleId, pending.account.email);
  const clients: Record<Role, TestClient> = {
    anonymous: new TestClient((await getTestServer()).url),
    outsider: outsider.client,
    pending: pending.client,
    member: member.client,
    creator: creator.client,
  };
  return { circleId, clients, outsider };
}

// Expected status per route and role. Private circles answer outsiders exactly like a missing circle, except
// for the header anyone with the link sees to ask to join (issue #17; join-requests.test.ts).
const privateMatrix: Record<string, Record<Role, number>> = {
  'GET /': { anonymous: 401, outsider: 200, pending: 200, member: 200, creator: 200 },
  'GET /members': { anonymous: 401, outsider: 404, pending: 404, member: 200, creator: 200 },
  'GET /invite-candidates': { anonymous: 401, outsider: 404, pending: 403, member: 200, creator: 200 },
  'POST /invitations': { anonymous: 401, outsider: 404, pending: 403, member: 201, creator: 201 },
};
const publicMatrix: Record<string, Record<Role, number>> = {
  'GET /': { anonymous: 401, outsider: 200, pending: 200, member: 200, creator: 200 },
  'GET /members': { anonymous: 401, outsider: 200, pending: 200, member: 200, creator: 200 },
  'GET /invite-candidates': { anonymous: 401, outsider: 403, pending: 403, member: 200, creator: 200 },
  'POST /invitations': { anonymous: 401, outsider: 403, pending: 403, member: 201, creator: 201 },
};

async function call(client: TestClient, route: string, circleId: string, inviteeEmail: string) {
  const [method, suffix] = route.split(' ') as [string, string];
  const path = `/api/circles/${circleId}${suffix === '/' ? '' : suffix}`;
  return method === 'GET' ? client.get(path) : client.post(path, { email: inviteeEmail });
}

describe.each([
  ['private', privateMatrix],
  ['public', publicMatrix],
] as const)('access matrix: %s circle', (type, matrix) => {
  it.each(Object.keys(matrix))('%s answers each role as expected, leaking nothing private', async (route) => {
    const { circleId, clients } = await circleWithEveryRole(type);
    const invitee = await signedInMember({ firstName: 'Ivan' });
    for (const role of roles) {
      const response = await call(clients[role], route, circleId, invitee.account.email);
      expect(response.status, `${route} as ${role}`).toBe(matrix[route]?.[role]);
      const text = JSON.stringify(response.body);
      if (response.status === 404) {
        // Same answer as for a circle that does not exist: nothing to probe.
        const missing = await call(clients[role], route, 'no-such-circle', invitee.account.email);
        expect(missing.status).toBe(404);
        expect(response.body).toEqual(missing.body);
        expect(text).not.toContain(`${type} circle`);
      }
      if (route === 'GET /' && response.status === 200 && role === 'pending' && type === 'private') {
        expect(response.body).toMatchObject({
          isPending: true,
          isJoined: false,
          memberCount: 2,
          links: null,
          photos: null,
          videos: null,
        });
      }
    }
  });
});

describe('membership rules', () => {
  it('a private circle is joined only through an invitation; Deny (leave) removes it', async () => {
    const { circleId, clients } = await circleWithEveryRole('private');
    expect((await clients.outsider.post(`/api/circles/${circleId}/join`)).status).toBe(403);
    const left = await clients.pending.post(`/api/circles/${circleId}/leave`);
    expect(left.status).toBe(200);
    // Out of it, only the header is left to see (issue #17), and joining is asking.
    expect(left.body.circle).toBeNull();
    expect((await clients.pending.get(`/api/circles/${circleId}`)).body).toMatchObject({
      isPending: false,
      isJoined: false,
      links: null,
    });
    expect((await clients.pending.post(`/api/circles/${circleId}/join`)).status).toBe(403);
  });

  it('joining, leaving and inviting twice are harmless', async () => {
    const creator = await signedInMember();
    const friend = await signedInMember({ firstName: 'Fran' });
    const circleId = await createCircle(creator.client, { type: 'public' });
    for (let i = 0; i < 2; i++)
      expect((await friend.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    expect((await creator.client.get(`/api/circles/${circleId}`)).body.memberCount).toBe(2);
    for (let i = 0; i < 2; i++)
      expect((await friend.client.post(`/api/circles/${circleId}/leave`)).status).toBe(200);
    expect((await creator.client.get(`/api/circles/${circleId}`)).body.memberCount).toBe(1);
    const first = await inviteByEmail(creator.client, circleId, friend.account.email);
    const second = await inviteByEmail(creator.client, circleId, friend.account.email);
    expect(first).toEqual({ invited: 1, alreadyIn: 0 });
    expect(second).toEqual({ invited: 0, alreadyIn: 1 });
  });

  it('world is the default circle and cannot be left', async () => {
    const { client } = await signedInMember();
    const world = await client.get('/api/circles/world');
    expect(world.body).toMatchObject({ id: 'world', isDefault: true, isJoined: true, type: 'public' });
    const leave = await client.post('/api/circles/world/leave');
    expect(leave.status).toBe(400);
    expect(leave.body.message).toBe(circleMessages.cannotLeaveDefault);
    expect((await client.get('/api/circles/world')).body.isJoined).toBe(true);
  });

  it('favorites resolves to the viewer’s own personal circle, which no one else can see', async () => {
    const owner = await signedInMember();
    const other = await signedInMember({ firstName: 'Olga' });
    const favorites = await owner.client.get('/api/circles/favorites');
    expect(favorites.body).toMatchObject({ type: 'personal', personalKind: 'favorites', isJoined: true });
    expect((await other.client.get(`/api/circles/${favorites.body.id}`)).status).toBe(404);
    expect((await owner.client.post('/api/circles/favorites/leave')).status).toBe(400);
  });

  it('inviting by an unknown email answers with the SPEC message', async () => {
    const { client } = await signedInMember();
    const circleId = await createCircle(client);
    const response = await client.post(`/api/circles/${circleId}/invitations`, {
      email: 'ghost@example.com',
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("User not found by email: 'ghost@example.com'");
  });

  it('invite candidates are connections minus yourself, members and pending members', async () => {
    const me = await signedInMember({ firstName: 'Mona' });
    const friend = await signedInMember({ firstName: 'Fred' });
    const invited = await signedInMember({ firstName: 'Ines' });
    const stranger = await signedInMember({ firstName: 'Stan' });
    const shared = await createCircle(me.client, { name: 'Shared' });
    for (const person of [friend, invited]) {
      await inviteByEmail(me.client, shared, person.account.email);
      await person.client.post(`/api/circles/${shared}/join`);
    }
    const target = await createCircle(me.client, { name: 'Target' });
    await inviteByEmail(me.client, target, invited.account.email);
    const candidates = await me.client.get(`/api/circles/${target}/invite-candidates`);
    expect(candidates.body.map((c: { fullName: string }) => c.fullName)).toEqual(['Fred Lovelace']);
    const connections = await me.client.get('/api/connections');
    expect(connections.body.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Fred Lovelace',
      'Ines Lovelace',
    ]);
    expect(JSON.stringify(connections.body)).not.toContain(stranger.userId);
  });

  it('lists the viewer’s joined and pending circles, by name, with derived counts', async () => {
    const creator = await signedInMember();
    const friend = await signedInMember({ firstName: 'Fay' });
    const zebra = await createCircle(creator.client, { name: 'Zebra fans', type: 'public' });
    const alpha = await createCircle(creator.client, { name: 'alpha club' });
    await inviteByEmail(creator.client, alpha, friend.account.email);
    await friend.client.post(`/api/circles/${zebra}/join`);
    const mine = await friend.client.get('/api/circles');
    expect(
      mine.body.map((c: { name: string; isJoined: boolean; isPending: boolean }) => [
        c.name,
        c.isJoined,
        c.isPending,
      ]),
    ).toEqual([
      ['alpha club', false, true],
      ['Favorites', true, false],
      ['World', true, false],
      ['Zebra fans', true, false],
    ]);
    expect(mine.body.find((c: { name: string }) => c.name === 'Zebra fans').memberCount).toBe(2);
  });
});

describe('create circle validation', () => {
  it.each([
    ['empty', '', 400],
    ['blank', '    ', 400],
    ['1 character', 'a', 201],
    ['50 characters', 'x'.repeat(50), 201],
    ['51 characters', 'x'.repeat(51), 400],
  ])('%s name', async (_label, name, status) => {
    const { client } = await signedInMember();
    const response = await client.post('/api/circles', { name, type: 'public' });
    expect(response.status).toBe(status);
    if (status === 400) {
      expect([circleMessages.nameRequired, circleMessages.nameTooLong]).toContain(response.body.message);
    } else {
      expect(response.body).toMatchObject({ name: name.trim(), isJoined: true, memberCount: 1 });
    }
  });

  it('needs a type of Public or Private (sent lowercased); personal cannot be created', async () => {
    const { client } = await signedInMember();
    for (const type of [undefined, 'personal', 'Public']) {
      const response = await client.post('/api/circles', { name: 'Valid', type });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(circleMessages.typeRequired);
    }
  });

  it('trims the name it stores', async () => {
    const { client } = await signedInMember();
    const response = await client.post('/api/circles', { name: '  Chess  ', type: 'private' });
    expect(response.body.name).toBe('Chess');
  });
});

describe('concurrency', () => {
  it('concurrent joins keep member_count exact', async () => {
    const creator = await signedInMember();
    const circleId = await createCircle(creator.client, { type: 'public' });
    const joiners = [];
    for (let i = 0; i < 8; i++) joiners.push(await signedInMember({ firstName: `Joiner${i}` }));
    await Promise.all(
      joiners.flatMap((j) => [
        j.client.post(`/api/circles/${circleId}/join`),
        j.client.post(`/api/circles/${circleId}/join`),
      ]),
    );
    const circle = await creator.client.get(`/api/circles/${circleId}`);
    expect(circle.body.memberCount).toBe(9);
    const { context } = await getTestServer();
    const rows = await context.database.db
      .selectFrom('circle_memberships')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('circle_id', '=', circleId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(9);
  });
});
