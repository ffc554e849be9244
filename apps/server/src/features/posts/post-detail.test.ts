import { postMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const post = (member: Member, body: Record<string, unknown>) =>
  member.client.post('/api/posts', { circleId: 'world', content: 'Hello circles', ...body });

describe('post detail (issue #38: one statement, the card from the card cache)', () => {
  it('post detail, served from the card cache, is exact after a like, a comment, an edit, a block and a delete', async () => {
    const author = await signedInMember({ firstName: 'Ines' });
    const reader = await signedInMember({ firstName: 'Omar' });
    const other = await signedInMember({ firstName: 'Pia' });
    const created = await post(author, { content: 'Before the edit' });
    const path = `/api/feed/circles/world/posts/${created.body.id}`;
    const read = async (member: Member = reader) => (await member.client.get(path)).body;
    // Read twice: the second answer is the kept card (same versions).
    await read();
    expect(await read()).toMatchObject({ content: 'Before the edit', views: 1, isLiked: false });

    // Someone else's like moves the count; the reader's own like marks it for the reader only.
    await other.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: created.body.id });
    expect(await read()).toMatchObject({ engagement: { likes: 1 }, isLiked: false });
    await reader.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: created.body.id });
    expect(await read()).toMatchObject({ engagement: { likes: 2 }, isLiked: true });
    expect(await read(other)).toMatchObject({ engagement: { likes: 2 }, isLiked: true, views: 2 });

    await other.client.post(`/api/posts/${created.body.id}/comments`, { content: 'A comment' });
    expect((await read()).engagement.comments).toBe(1);

    const edited = await author.client.patch(`/api/posts/${created.body.id}`, { content: 'After the edit' });
    expect(edited.status).toBe(200);
    expect(await read()).toMatchObject({ content: 'After the edit', editedAt: expect.any(String) });

    // A new name shows on the card (the author's row has its own version).
    expect((await author.client.patch('/api/me', { firstName: 'Inez' })).status).toBe(200);
    expect((await read()).author.firstName).toBe('Inez');

    // A block either way hides the post and counts no view.
    expect((await author.client.put(`/api/blocks/members/${other.userId}`)).status).toBe(200);
    const blocked = await other.client.get(path);
    expect(blocked.status).toBe(404);
    expect(blocked.body.message).toBe(postMessages.postNotFound);

    expect((await author.client.delete(`/api/posts/${created.body.id}`)).status).toBe(200);
    const gone = await reader.client.get(path);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(postMessages.postNotFound);
  });
});
