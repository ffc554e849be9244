import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';

const contents = (body: { posts: { content: string }[] }) => body.posts.map((post) => post.content);

describe('GET /api/feed/search?q= (issue 18: posts by words)', () => {
  it('finds posts by words and word beginnings, best match first, never from a circle the viewer cannot see', async () => {
    const author = await signedInMember({ firstName: 'Wanda' });
    const reader = await signedInMember({ firstName: 'Rory' });
    const privateCircle = await createCircle(author.client, { type: 'private' });
    const tag = `zebra${Date.now().toString(36)}`;
    for (const content of [
      `${tag} crossing at noon`,
      `${tag} ${tag} stripes everywhere`,
      `Nothing about it`,
    ]) {
      expect((await author.client.post('/api/posts', { circleId: 'world', content })).status).toBe(201);
    }
    await author.client.post('/api/posts', { circleId: privateCircle, content: `${tag} secret herd` });

    const found = await reader.client.get(`/api/feed/search?q=${tag}`);
    expect(found.status).toBe(200);
    // Two mentions rank above one; the private circle's post never reaches the outsider.
    expect(contents(found.body)).toEqual([`${tag} ${tag} stripes everywhere`, `${tag} crossing at noon`]);
    expect(contents((await author.client.get(`/api/feed/search?q=${tag}`)).body)).toContain(
      `${tag} secret herd`,
    );

    // Every word must match; a word's beginning is enough.
    expect(contents((await reader.client.get(`/api/feed/search?q=${tag}%20cross`)).body)).toEqual([
      `${tag} crossing at noon`,
    ]);
    expect(contents((await reader.client.get(`/api/feed/search?q=${tag}%20giraffe`)).body)).toEqual([]);
    // Punctuation only: nothing to search, not an error.
    expect((await reader.client.get('/api/feed/search?q=%26%7C!')).body).toEqual({
      posts: [],
      nextCursor: null,
    });
  });

  it('pages through the ranking by cursor and refuses a bad cursor', async () => {
    const author = await signedInMember({ firstName: 'Paget' });
    const tag = `okapi${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++)
      await author.client.post('/api/posts', { circleId: 'world', content: `${tag} ${i}` });
    const first = await author.client.get(`/api/feed/search?q=${tag}&limit=2`);
    expect(first.body.posts).toHaveLength(2);
    expect(first.body.nextCursor).toBe('2');
    const second = await author.client.get(`/api/feed/search?q=${tag}&limit=2&cursor=2`);
    expect(second.body.posts).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.posts, ...second.body.posts].map((post: { id: string }) => post.id);
    expect(new Set(ids).size).toBe(3);
    expect((await author.client.get(`/api/feed/search?q=${tag}&cursor=-1`)).status).toBe(400);
    expect((await author.client.get(`/api/feed/search?q=${tag}&cursor=abc`)).status).toBe(400);
  });
});
