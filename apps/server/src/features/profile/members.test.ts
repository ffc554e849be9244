import { profileMessages } from '@circles/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle, inviteByEmail } from '../../test/circles';
import { mp4Bytes, pngBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload, uploadProcessed } from '../../test/uploads';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function post(
  member: Member,
  circleId: string,
  content: string,
  media: 'photo' | 'video' | null = null,
) {
  let extra = {};
  if (media === 'photo') {
    extra = { imageUrl: (await upload(member.client, 'image', await pngBytes(), 'image/png')).body.url };
  } else if (media === 'video') {
    const url = (await uploadProcessed(member.client, 'video', mp4Bytes(), 'video/mp4')).body.url;
    extra = { videoSource: { original: 'english', english: url } };
  }
  const response = await member.client.post('/api/posts', { circleId, content, ...extra });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

/** Every post id of a tab, walking the cursor one post at a time. */
async function tab(member: Member, handle: string, kind: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?kind=${kind}&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await member.client.get(`/api/members/${handle}/posts${query}`);
    expect(page.status).toBe(200);
    ids.push(...page.body.posts.map((p: { id: string }) => p.id));
    cursor = page.body.nextCursor;
  } while (cursor);
  return ids;
}

const setVisibility = (member: Member, value: string) =>
  member.client.put('/api/preferences/profile_visibility', { value });

describe('member profiles', () => {
  let owner: Member;
  let member: Member;
  let outsider: Member;
  let handle: string;
  let ids: Record<'world' | 'worldPhoto' | 'privatePhoto' | 'privateVideo' | 'favorites', string>;

  beforeEach(async () => {
    owner = await signedInMember({ firstName: 'Olga', completeProfile: true });
    member = await signedInMember({ firstName: 'Mira' });
    outsider = await signedInMember({ firstName: 'Otto' });
    handle = (await owner.client.get('/api/me')).body.userHandle;
    const book = await createCircle(owner.client, { name: 'Secret book club', type: 'private' });
    await inviteByEmail(owner.client, book, member.account.email);
    expect((await member.client.post(`/api/circles/${book}/join`)).status).toBe(200);
    ids = {
      world: await post(owner, 'world', 'Hello world'),
      privatePhoto: await post(owner, book, 'Private photo of the club', 'photo'),
      privateVideo: await post(owner, book, 'Private video of the club', 'video'),
      worldPhoto: await post(owner, 'world', 'A public photo', 'photo'),
      favorites: await post(owner, 'favorites', 'Just for me'),
    };
  });

  it('shows each viewer only the posts their circles allow, on every tab and in every count', async () => {
    expect(await tab(outsider, handle, 'all')).toEqual([ids.worldPhoto, ids.world]);
    expect(await tab(outsider, handle, 'photos')).toEqual([ids.worldPhoto]);
    expect(await tab(outsider, handle, 'videos')).toEqual([]);
    const seenByOutsider = await outsider.client.get(`/api/members/${handle}`);
    expect(seenByOutsider.body.counts).toEqual({ posts: 2, photos: 1, videos: 0, connections: 1 });
    expect(JSON.stringify(seenByOutsider.body)).not.toContain('Secret book club');

    expect(await tab(member, handle, 'all')).toEqual([
      ids.worldPhoto,
      ids.privateVideo,
      ids.privatePhoto,
      ids.world,
    ]);
    expect(await tab(member, handle, 'photos')).toEqual([ids.worldPhoto, ids.privatePhoto]);
    expect(await tab(member, handle, 'videos')).toEqual([ids.privateVideo]);
    expect((await member.client.get(`/api/members/${handle}`)).body.counts).toMatchObject({ posts: 4 });

    expect(await tab(owner, handle, 'all')).toHaveLength(5);
    expect((await owner.client.get(`/api/members/${handle}`)).body).toMatchObject({
      isOwn: true,
      counts: { posts: 5, photos: 2, videos: 1, connections: 1 },
    });
  });

  it('shows the header to every member, with icons 1-3 only, and never the security icons', async () => {
    const { context } = await getTestServer();
    const security = await context.database.db
      .selectFrom('user_security_icons')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    const response = await outsider.client.get(`/api/members/${handle.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      userId: owner.userId,
      fullName: 'Olga Lovelace',
      userHandle: handle,
      isVerified: false,
      profileCompleted: true,
      isOwn: false,
      canSeeTabs: true,
    });
    expect(response.body.iconCodes).toHaveLength(3);
    expect(response.body).not.toHaveProperty('email');
    const text = JSON.stringify(response.body);
    for (const code of [security.icon4_code, security.icon5_code, security.icon6_code])
      expect(text).not.toContain(code);
    expect((await outsider.client.get('/api/members/nobody_here')).body.message).toBe(
      profileMessages.memberNotFound,
    );
  });

  it('lists the connections by the connections rule', async () => {
    const connections = await outsider.client.get(`/api/members/${handle}/connections`);
    expect(connections.status).toBe(200);
    expect(connections.body.map((c: { userId: string }) => c.userId)).toEqual([member.userId]);
    expect(connections.body[0]).toMatchObject({ fullName: 'Mira Lovelace', isVerified: false });
  });

  it('circle_members: the tabs are for members who share a circle; outsiders see the header only', async () => {
    expect((await setVisibility(owner, 'circle_members')).status).toBe(200);
    const header = await outsider.client.get(`/api/members/${handle}`);
    expect(header.status).toBe(200);
    expect(header.body).toMatchObject({ canSeeTabs: false, counts: null, fullName: 'Olga Lovelace' });
    for (const path of ['posts', 'posts?kind=photos', 'posts?kind=videos', 'connections']) {
      const response = await outsider.client.get(`/api/members/${handle}/${path}`);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(profileMessages.profilePrivate);
    }
    expect(await tab(member, handle, 'all')).toHaveLength(4);
  });

  it('only_me: nobody but the owner sees the tabs', async () => {
    expect((await setVisibility(owner, 'only_me')).status).toBe(200);
    for (const viewer of [member, outsider]) {
      expect((await viewer.client.get(`/api/members/${handle}`)).body.canSeeTabs).toBe(false);
      expect((await viewer.client.get(`/api/members/${handle}/posts`)).status).toBe(403);
      expect((await viewer.client.get(`/api/members/${handle}/connections`)).status).toBe(403);
    }
    expect(await tab(owner, handle, 'all')).toHaveLength(5);
  });

  it('shows when the member was last active unless they hide their activity status', async () => {
    const shown = await outsider.client.get(`/api/members/${handle}`);
    expect(Date.now() - Date.parse(shown.body.lastActiveAt)).toBeLessThan(60_000);
    await owner.client.put('/api/preferences/activity_status', { value: 'false' });
    expect((await outsider.client.get(`/api/members/${handle}`)).body.lastActiveAt).toBeNull();
  });

  it('refuses a bad cursor or kind with 400', async () => {
    expect((await outsider.client.get(`/api/members/${handle}/posts?cursor=nope`)).status).toBe(400);
    expect((await outsider.client.get(`/api/members/${handle}/posts?kind=audio`)).status).toBe(400);
  });
});
