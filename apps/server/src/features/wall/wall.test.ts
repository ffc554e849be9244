import { wallLimits, wallMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle, inviteByEmail } from '../../test/circles';
import { TestClient } from '../../test/http-client';
import { pngBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const sticker = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  type: 'sticker',
  content: '🦄',
  x: 10,
  y: 20,
  width: 64,
  height: 64,
  zIndex: 0,
  rotation: 0,
  ...overrides,
});
const spray = (id: string) => ({
  id,
  type: 'spray',
  content: '#00B4D8',
  size: 40,
  points: [
    [20, 20],
    [60, 40],
  ],
  x: 100,
  y: 100,
  width: 80,
  height: 60,
  zIndex: 1,
  rotation: 0.5,
});

const saveWall = (member: Member, body: Record<string, unknown>) =>
  member.client.put('/api/walls/me', { version: 0, background: 'none', elements: [], ...body });

async function uploadWallImage(member: Member) {
  const response = await upload(member.client, 'image', await pngBytes(), 'image/png', 'wall');
  expect(response.status).toBe(201);
  return response.body.url as string;
}

describe('the wall document', () => {
  it('is empty at version 0 before the first save; saves and loads elements and the background', async () => {
    const ada = await signedInMember();
    const empty = await ada.client.get('/api/walls/me');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ version: 0, background: 'none', elements: [], isOwner: true });

    const imageUrl = await uploadWallImage(ada);
    const image = {
      ...sticker('img1'),
      type: 'image',
      content: imageUrl,
      width: 200,
      height: 150,
      zIndex: 2,
    };
    const saved = await saveWall(ada, {
      background: 'invaders',
      elements: [sticker('s1'), spray('p1'), image],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);

    const loaded = await ada.client.get('/api/walls/me');
    expect(loaded.body).toMatchObject({ version: 1, background: 'invaders' });
    expect(loaded.body.elements).toEqual([sticker('s1'), spray('p1'), image]);
    // The saved wall's image is served to its owner.
    expect((await ada.client.get(imageUrl)).status).toBe(200);
  });

  it('refuses a stale version with 409 and keeps the newer wall', async () => {
    const ada = await signedInMember();
    expect((await saveWall(ada, { elements: [sticker('a')] })).status).toBe(200);
    const second = await saveWall(ada, { version: 1, elements: [sticker('b')] });
    expect(second.body.version).toBe(2);

    const stale = await saveWall(ada, { version: 1, elements: [sticker('c')] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: wallMessages.conflict, code: 'wall_version_conflict' });
    const neverSaved = await saveWall(ada, { version: 0, elements: [sticker('d')] });
    expect(neverSaved.status).toBe(409);

    const loaded = await ada.client.get('/api/walls/me');
    expect(loaded.body.version).toBe(2);
    expect(loaded.body.elements.map((e: { id: string }) => e.id)).toEqual(['b']);
  });

  it('refuses a version beyond the integer column with a 400 that says so (issue 37)', async () => {
    const ada = await signedInMember();
    for (const version of [2_147_483_648, Number.MAX_SAFE_INTEGER, -1, 1.5]) {
      const answer = await saveWall(ada, { version, elements: [sticker('a')] });
      expect(answer.status, String(version)).toBe(400);
      expect(answer.body.message, String(version)).toBe(wallMessages.invalidVersion);
    }
    expect((await saveWall(ada, { version: 2_147_483_647, elements: [sticker('a')] })).status).toBe(409);
  });

  it.each([
    [
      'too many elements',
      () => ({ elements: Array.from({ length: wallLimits.maxElements + 1 }, (_, i) => sticker(`s${i}`)) }),
      wallMessages.tooManyElements,
    ],
    [
      'a stroke with too many dots',
      () => ({
        elements: [
          { ...spray('p'), points: Array.from({ length: wallLimits.maxStrokePoints + 1 }, () => [1, 1]) },
        ],
      }),
      wallMessages.tooManyPoints,
    ],
    ['duplicate ids', () => ({ elements: [sticker('x'), sticker('x')] }), wallMessages.duplicateId],
    ['an unknown background', () => ({ background: 'lava' }), undefined],
    [
      'a colour outside the palette',
      () => ({ elements: [{ ...spray('p'), content: '#000000' }] }),
      undefined,
    ],
    ['an element far off the wall', () => ({ elements: [sticker('s', { x: 1e9 })] }), undefined],
    [
      'an image from the web',
      () => ({ elements: [{ ...sticker('i'), type: 'image', content: 'https://evil.example/x.png' }] }),
      wallMessages.imageNotYours,
    ],
  ])('refuses %s with 400 and saves nothing', async (_label, body, message) => {
    const ada = await signedInMember();
    const response = await saveWall(ada, body());
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
    expect((await ada.client.get('/api/walls/me')).body.version).toBe(0);
  });

  it("refuses another member's upload, or a posts upload, as a wall image", async () => {
    const ada = await signedInMember();
    const bea = await signedInMember({ firstName: 'Bea' });
    const beasImage = await uploadWallImage(bea);
    const own = (await upload(ada.client, 'image', await pngBytes(), 'image/png', 'posts')).body
      .url as string;
    const madeUp = `/media/wall/${ada.userId}/1234.webp`;
    for (const content of [beasImage, own, madeUp]) {
      const response = await saveWall(ada, { elements: [{ ...sticker('i'), type: 'image', content }] });
      expect(response.status, content).toBe(400);
      expect(response.body.message).toBe(wallMessages.imageNotYours);
    }
  });

  it('accepts a 200-element wall larger than the usual JSON body limit', async () => {
    const ada = await signedInMember();
    const elements = Array.from({ length: 200 }, (_, i) => ({
      ...spray(`p${i}`),
      points: Array.from({ length: 40 }, (_, j) => [j, j * 2]),
    }));
    const response = await saveWall(ada, { elements });
    expect(response.status).toBe(200);
    expect(response.body.elements).toHaveLength(200);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestClient((await getTestServer()).url);
    expect((await anonymous.get('/api/walls/me')).status).toBe(401);
    expect(
      (await anonymous.put('/api/walls/me', { version: 0, background: 'none', elements: [] })).status,
    ).toBe(401);
  });
});

describe("another member's wall", () => {
  async function wallWithImage() {
    const owner = await signedInMember({ firstName: 'Owen' });
    const imageUrl = await uploadWallImage(owner);
    const elements = [{ ...sticker('i'), type: 'image', content: imageUrl }, sticker('s')];
    expect((await saveWall(owner, { background: 'matrix', elements })).status).toBe(200);
    return { owner, imageUrl };
  }

  it('is read-only for a visitor: they see it, cannot write it, and their own PUT only touches their wall', async () => {
    const { owner, imageUrl } = await wallWithImage();
    const visitor = await signedInMember({ firstName: 'Vic' });
    const seen = await visitor.client.get(`/api/walls/${owner.userId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      ownerId: owner.userId,
      background: 'matrix',
      isOwner: false,
      version: 1,
    });
    expect(seen.body.elements).toHaveLength(2);
    expect((await visitor.client.get(imageUrl)).status).toBe(200);

    expect((await visitor.client.put(`/api/walls/${owner.userId}`, { version: 1 })).status).toBe(404);
    expect((await saveWall(visitor, { elements: [sticker('mine')] })).status).toBe(200);
    expect((await owner.client.get('/api/walls/me')).body.elements).toHaveLength(2);
  });

  it('follows profile visibility: only_me hides it, circle_members shows it to connections only', async () => {
    const { owner, imageUrl } = await wallWithImage();
    const friend = await signedInMember({ firstName: 'Fay' });
    const stranger = await signedInMember({ firstName: 'Sam' });
    const circleId = await createCircle(owner.client);
    await inviteByEmail(owner.client, circleId, friend.account.email);
    expect((await friend.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);

    await owner.client.put('/api/preferences/profile_visibility', { value: 'circle_members' });
    expect((await friend.client.get(`/api/walls/${owner.userId}`)).status).toBe(200);
    const hidden = await stranger.client.get(`/api/walls/${owner.userId}`);
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe(wallMessages.hidden);
    expect((await stranger.client.get(imageUrl)).status).toBe(404);

    await owner.client.put('/api/preferences/profile_visibility', { value: 'only_me' });
    expect((await friend.client.get(`/api/walls/${owner.userId}`)).status).toBe(403);
    expect((await friend.client.get(imageUrl)).status).toBe(404);
    expect((await owner.client.get(`/api/walls/${owner.userId}`)).status).toBe(200);
  });

  it('does not show an unsaved upload to others, and answers 404 for an unknown member', async () => {
    const owner = await signedInMember();
    const draftImage = await uploadWallImage(owner);
    const visitor = await signedInMember({ firstName: 'Vic' });
    expect((await visitor.client.get(draftImage)).status).toBe(404);
    expect((await owner.client.get(draftImage)).status).toBe(200);
    const unknown = await visitor.client.get('/api/walls/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await visitor.client.get('/api/walls/not-a-uuid')).status).toBe(400);
  });
});
