import { circleMessages, postMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle, inviteByEmail } from '../../test/circles';
import { listingInput } from '../../test/listings';
import { pngBytes, wavBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload, uploadProcessed } from '../../test/uploads';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function post(member: Member, body: Record<string, unknown>) {
  return member.client.post('/api/posts', { circleId: 'world', content: 'Hello circles', ...body });
}

async function allPages(member: Member, path: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await member.client.get(`${path}${query}`);
    expect(page.status).toBe(200);
    ids.push(...page.body.posts.map((p: { id: string }) => p.id));
    cursor = page.body.nextCursor;
  } while (cursor);
  return ids;
}

describe('creating posts', () => {
  it('posts text into a joined circle; it shows in members’ home and circle feeds with engagement', async () => {
    const author = await signedInMember({ firstName: 'Alma', completeProfile: true });
    const reader = await signedInMember({ firstName: 'Rita' });
    const created = await post(author, { content: '  First post!  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      content: 'First post!',
      image: null,
      circle: { id: 'world', name: 'World', type: 'public' },
      author: { firstName: 'Alma', fullName: 'Alma Lovelace', profileCompleted: true },
      engagement: { likes: 0, comments: 0, shares: 0 },
      isLiked: false,
    });
    expect(created.body.author.iconCodes).toHaveLength(3);
    const home = await reader.client.get('/api/feed/home');
    expect(home.body.posts.map((p: { id: string }) => p.id)).toEqual([created.body.id]);
    const world = await reader.client.get('/api/feed/circles/world');
    expect(world.body.posts[0].id).toBe(created.body.id);
  });

  it('enforces text rules: required, trimmed, at most 280 characters', async () => {
    const author = await signedInMember();
    expect((await post(author, { content: '   ' })).body.message).toBe(postMessages.contentRequired);
    expect((await post(author, { content: 'x'.repeat(281) })).status).toBe(400);
    expect((await post(author, { content: 'x'.repeat(280) })).status).toBe(201);
  });

  it('refuses a circle the author has not joined with the SPEC message, and removes the uploaded file', async () => {
    const owner = await signedInMember();
    const author = await signedInMember({ firstName: 'Abe' });
    const privateCircle = await createCircle(owner.client);
    const publicCircle = await createCircle(owner.client, { type: 'public' });
    const image = await upload(author.client, 'image', await pngBytes(), 'image/png');
    for (const circleId of [privateCircle, publicCircle, 'no-such-circle']) {
      const response = await post(author, { circleId, imageUrl: image.body.url });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(postMessages.invalidCircle);
    }
    const { context } = await getTestServer();
    expect(await context.database.db.selectFrom('media_uploads').selectAll().execute()).toHaveLength(0);
  });

  it('attaches a photo, counts it in the circle, and refuses another member’s upload', async () => {
    const author = await signedInMember();
    const thief = await signedInMember({ firstName: 'Tess' });
    const image = await upload(author.client, 'image', await pngBytes(), 'image/png');
    expect((await post(thief, { imageUrl: image.body.url })).body.message).toBe(postMessages.mediaNotFound);
    const created = await post(author, { content: 'Look https://example.com', imageUrl: image.body.url });
    expect(created.status).toBe(201);
    expect(created.body.image).toBe(image.body.url);
    const world = await author.client.get('/api/circles/world');
    expect(world.body).toMatchObject({ photos: 1, links: 1, videos: 0 });
    // Attached files cannot be reused or deleted.
    expect((await post(author, { imageUrl: image.body.url })).status).toBe(400);
    expect((await author.client.delete(`/api${image.body.url}`)).status).toBe(404);
  });

  it('refuses a photo a marketplace listing holds (issue #57: one upload, one holder)', async () => {
    const author = await signedInMember();
    const image = await upload(author.client, 'image', await pngBytes(), 'image/png');
    const listed = await author.client.post(
      '/api/marketplace/listings',
      listingInput({ photos: [image.body.url] }),
    );
    expect(listed.status).toBe(201);
    const reused = await post(author, { imageUrl: image.body.url });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(postMessages.mediaNotFound);
  });

  it('takes audio per language with one original, and refuses two media items', async () => {
    const author = await signedInMember();
    const audio = await uploadProcessed(author.client, 'audio', wavBytes(), 'audio/wav');
    const image = await upload(author.client, 'image', await pngBytes(), 'image/png');
    const both = await post(author, {
      imageUrl: image.body.url,
      audioSource: { original: 'english', english: audio.body.url },
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(postMessages.oneMediaOnly);
    const created = await post(author, { audioSource: { original: 'english', english: audio.body.url } });
    expect(created.status).toBe(201);
    expect(created.body.audios).toMatchObject([
      { language: 'english', abbreviation: 'EN', iconClass: 'fi fi-us', url: audio.body.url, original: true },
    ]);
    const wrongKind = await post(author, { videoSource: { original: 'english', english: image.body.url } });
    expect(wrongKind.status).toBe(400);
  });

  it('takes a video in several languages, each its own file, with any one of them the original', async () => {
    const author = await signedInMember();
    const english = await uploadProcessed(author.client, 'audio', wavBytes(), 'audio/wav');
    const spanish = await uploadProcessed(author.client, 'audio', wavBytes(), 'audio/wav');
    const sameFileTwice = await post(author, {
      audioSource: { original: 'english', english: english.body.url, spanish: english.body.url },
    });
    expect(sameFileTwice.status).toBe(400);
    expect(sameFileTwice.body.message).toBe('Each language needs its own file');
    const unknown = await post(author, {
      audioSource: { original: 'english', english: english.body.url, klingon: spanish.body.url },
    });
    expect(unknown.status).toBe(400);
    const noOriginalFile = await post(author, {
      audioSource: { original: 'french', english: english.body.url },
    });
    expect(noOriginalFile.status).toBe(400);

    const created = await post(author, {
      audioSource: { original: 'spanish', english: english.body.url, spanish: spanish.body.url },
    });
    expect(created.status).toBe(201);
    expect(created.body.audios).toMatchObject([
      {
        language: 'english',
        abbreviation: 'EN',
        iconClass: 'fi fi-us',
        url: english.body.url,
        original: false,
      },
      {
        language: 'spanish',
        abbreviation: 'ES',
        iconClass: 'fi fi-es',
        url: spanish.body.url,
        original: true,
      },
    ]);
    const detail = await author.client.get(`/api/feed/circles/world/posts/${created.body.id}`);
    expect(detail.body.audios.map((file: { language: string }) => file.language)).toEqual([
      'english',
      'spanish',
    ]);
  });
});

describe('feeds', () => {
  it('pages by cursor without skipping or repeating while new posts arrive', async () => {
    const author = await signedInMember();
    const reader = await signedInMember({ firstName: 'Reed' });
    const original: string[] = [];
    for (let i = 0; i < 23; i++) original.push((await post(author, { content: `post ${i}` })).body.id);
    const first = await reader.client.get('/api/feed/home?limit=10');
    const seen = first.body.posts.map((p: { id: string }) => p.id);
    for (let i = 0; i < 5; i++) await post(author, { content: `newer ${i}` });
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await reader.client.get(`/api/feed/home?limit=10&cursor=${cursor}`);
      seen.push(...page.body.posts.map((p: { id: string }) => p.id));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual([...original].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect((await reader.client.get('/api/feed/home?cursor=garbage')).status).toBe(400);
    // A well-formed cursor whose id is not a uuid is refused the same way, not passed to the database.
    const forged = btoa(`2026-01-01T00:00:00Z|${'-'.repeat(36)}`);
    expect((await reader.client.get(`/api/feed/home?cursor=${forged}`)).status).toBe(400);
    expect((await reader.client.get(`/api/feed/circles/world?cursor=${forged}`)).status).toBe(400);
  });

  it('merges the newest posts of every joined circle into one page order, across pages', async () => {
    const author = await signedInMember({ firstName: 'Mira' });
    const reader = await signedInMember({ firstName: 'Reed' });
    const gardens = await createCircle(author.client, { type: 'public' });
    const chess = await createCircle(author.client, { type: 'public' });
    const notJoined = await createCircle(author.client, { type: 'public' });
    for (const circleId of [gardens, chess])
      expect((await reader.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    // Bursts in one circle and then another, so a page's posts come from one, two or three circles.
    const order = [
      'world',
      gardens,
      gardens,
      gardens,
      chess,
      notJoined,
      'world',
      chess,
      gardens,
      chess,
      chess,
    ];
    const expected: string[] = [];
    for (const [index, circleId] of order.entries()) {
      const created = await post(author, { circleId, content: `merge ${index}` });
      expect(created.status).toBe(201);
      if (circleId !== notJoined) expected.push(created.body.id);
    }
    const seen = (await allPages(reader, '/api/feed/home', 3)).slice(0, expected.length);
    expect(seen).toEqual([...expected].reverse());
  });

  it('never shows a private circle’s posts to outsiders, including after they leave', async () => {
    const owner = await signedInMember();
    const friend = await signedInMember({ firstName: 'Fern' });
    const outsider = await signedInMember({ firstName: 'Oscar' });
    const circleId = await createCircle(owner.client);
    await inviteByEmail(owner.client, circleId, friend.account.email);
    await friend.client.post(`/api/circles/${circleId}/join`);
    const image = await upload(owner.client, 'image', await pngBytes(), 'image/png');
    const secret = await post(owner, { circleId, content: 'members only', imageUrl: image.body.url });
    expect(secret.status).toBe(201);

    expect(await allPages(friend, '/api/feed/home', 5)).toContain(secret.body.id);
    expect(await allPages(friend, `/api/feed/circles/${circleId}`, 5)).toEqual([secret.body.id]);
    expect(await allPages(outsider, '/api/feed/home', 5)).not.toContain(secret.body.id);
    const outsiderCircle = await outsider.client.get(`/api/feed/circles/${circleId}`);
    expect(outsiderCircle.status).toBe(404);
    expect(outsiderCircle.body.message).toBe(circleMessages.notFound);
    expect((await outsider.client.get(`/api/feed/circles/${circleId}/posts/${secret.body.id}`)).status).toBe(
      404,
    );
    const server = await getTestServer();
    const media = await fetch(`${server.url}${image.body.url}`, {
      headers: { cookie: outsider.client.cookieHeader() },
    });
    expect(media.status).toBe(404);
    const friendMedia = await fetch(`${server.url}${image.body.url}`, {
      headers: { cookie: friend.client.cookieHeader() },
    });
    expect(friendMedia.status).toBe(200);

    await friend.client.post(`/api/circles/${circleId}/leave`);
    expect(await allPages(friend, '/api/feed/home', 5)).not.toContain(secret.body.id);
    expect((await friend.client.get(`/api/feed/circles/${circleId}`)).status).toBe(404);
    const afterLeaving = await fetch(`${server.url}${image.body.url}`, {
      headers: { cookie: friend.client.cookieHeader() },
    });
    expect(afterLeaving.status).toBe(404);
  });

  it('a circle feed answers ‘Circle not found’ for a missing circle and for someone else’s personal circle', async () => {
    const owner = await signedInMember();
    const other = await signedInMember({ firstName: 'Olga' });
    const missing = await owner.client.get('/api/feed/circles/no-such-circle');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(circleMessages.notFound);
    const favorites = await owner.client.get('/api/circles/favorites');
    const kept = await post(owner, { circleId: favorites.body.id, content: 'for me only' });
    expect(kept.status).toBe(201);
    // The alias and the id both reach the owner's own circle; nobody else sees it.
    expect(await allPages(owner, '/api/feed/circles/favorites', 5)).toEqual([kept.body.id]);
    expect(await allPages(owner, `/api/feed/circles/${favorites.body.id}`, 5)).toEqual([kept.body.id]);
    const peek = await other.client.get(`/api/feed/circles/${favorites.body.id}`);
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe(circleMessages.notFound);
  });

  it('post detail checks the circle, answers SPEC messages and counts one view per viewer', async () => {
    const author = await signedInMember();
    const reader = await signedInMember({ firstName: 'Vera' });
    const created = await post(author, {});
    const path = `/api/feed/circles/world/posts/${created.body.id}`;
    expect((await reader.client.get(path)).body.views).toBe(1);
    expect((await reader.client.get(path)).body.views).toBe(1);
    expect((await author.client.get(path)).body.views).toBe(2);
    const missing = await reader.client.get(
      '/api/feed/circles/world/posts/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(postMessages.postNotFound);
    // A malformed id shaped like a uuid is 'not found', never a database error.
    for (const badId of ['-'.repeat(36), 'not-a-post']) {
      const malformed = await reader.client.get(`/api/feed/circles/world/posts/${badId}`);
      expect(malformed.status).toBe(404);
      expect(malformed.body.message).toBe(postMessages.postNotFound);
      expect((await reader.client.get(`/api/posts/${badId}/comments`)).status).toBe(404);
    }
    const wrongCircle = await reader.client.get(`/api/feed/circles/no-such-circle/posts/${created.body.id}`);
    expect(wrongCircle.body.message).toBe(circleMessages.notFound);
  });
});
