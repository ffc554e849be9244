import { postMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle, inviteByEmail } from '../../test/circles';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function newPost(member: Member, circleId = 'world', content = 'Worth keeping') {
  const response = await member.client.post('/api/posts', { circleId, content });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const save = (member: Member, postId: string) => member.client.put(`/api/favorites/${postId}`);
const listIds = async (member: Member, query = '') => {
  const page = await member.client.get(`/api/favorites${query}`);
  expect(page.status).toBe(200);
  return page.body as {
    items: { post: { id: string; author: { fullName: string } } }[];
    nextCursor: string | null;
  };
};

describe('favorites', () => {
  it('saves and removes posts; lists them newest first with id and author; counts them', async () => {
    const author = await signedInMember({ firstName: 'Alma' });
    const reader = await signedInMember({ firstName: 'Rita' });
    const first = await newPost(author);
    const second = await newPost(author);
    expect((await save(reader, first)).body).toEqual({ saved: true, count: 1 });
    expect((await save(reader, second)).body).toEqual({ saved: true, count: 2 });
    expect((await save(reader, second)).body).toEqual({ saved: true, count: 2 });

    const page = await listIds(reader);
    expect(page.items.map((item) => item.post.id)).toEqual([second, first]);
    expect(page.items[0]?.post.author.fullName).toBe('Alma Lovelace');
    const card = await reader.client.get(`/api/feed/circles/world/posts/${first}`);
    expect(card.body.isSaved).toBe(true);
    expect((await author.client.get(`/api/feed/circles/world/posts/${first}`)).body.isSaved).toBe(false);

    expect((await reader.client.delete(`/api/favorites/${first}`)).body).toEqual({ saved: false, count: 1 });
    expect((await listIds(reader)).items.map((item) => item.post.id)).toEqual([second]);
    expect((await reader.client.get('/api/favorites/count')).body).toEqual({ count: 1 });
    expect((await author.client.get('/api/favorites/count')).body).toEqual({ count: 0 });
  });

  it('pages with a cursor without skipping or repeating', async () => {
    const member = await signedInMember();
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const id = await newPost(member, 'world', `Post ${index}`);
      ids.push(id);
      await save(member, id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listIds(member, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.post.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await member.client.get('/api/favorites?cursor=bad')).status).toBe(400);
  });

  it('never exposes a saved post the member can no longer see', async () => {
    const owner = await signedInMember({ firstName: 'Olga' });
    const guest = await signedInMember({ firstName: 'Gus' });
    const circleId = await createCircle(owner.client, { type: 'private' });
    await inviteByEmail(owner.client, circleId, guest.account.email);
    expect((await guest.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    const secret = await newPost(owner, circleId, 'Members only');
    const open = await newPost(owner, 'world', 'For everyone');
    await save(guest, secret);
    await save(guest, open);
    expect((await listIds(guest)).items).toHaveLength(2);

    await guest.client.post(`/api/circles/${circleId}/leave`);
    const after = await guest.client.get('/api/favorites');
    expect(after.body.items.map((item: { post: { id: string } }) => item.post.id)).toEqual([open]);
    expect(JSON.stringify(after.body)).not.toContain('Members only');
    expect((await guest.client.get('/api/favorites/count')).body).toEqual({ count: 1 });
    // A page of one still finds the visible post behind the hidden one, and saving it again is refused.
    expect((await listIds(guest, '?limit=1')).items.map((item) => item.post.id)).toEqual([open]);
    const again = await save(guest, secret);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(postMessages.postNotFound);
    // A stranger cannot save a private post either.
    const stranger = await signedInMember();
    expect((await save(stranger, secret)).status).toBe(404);
  });
});
