import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/accounts';
import { describeOnEachTransport } from '../../../test/announcement-transports';
import { createCircle, inviteByEmail } from '../../../test/circles';
import { TestClient } from '../../../test/http-client';
import { pngBytes } from '../../../test/media-fixtures';
import { startTestServer } from '../../../test/test-server';
import type { PostCardRow, VersionedCard } from '../repository';
import { createKeptCards } from './post-cards';

const row = (id: string, content: string): PostCardRow => ({
  id,
  content,
  image_url: null,
  video_source: null,
  audio_source: null,
  views: 0,
  likes_count: 0,
  comments_count: 0,
  shares_count: 0,
  created_at_us: 1_700_000_000_000_000,
  circle_id: 'world',
  circle_name: 'World',
  circle_type: 'public',
  author_id: 'a',
  first_name: 'Ada',
  full_name: 'Ada Lovelace',
  user_handle: 'ada',
  avatar_url: null,
  icon1_code: null,
  icon2_code: null,
  icon3_code: null,
  manual_verification: false,
  profile_completed: true,
  is_liked: false,
  is_saved: false,
  edited_at_us: null,
  media_alt: null,
  image_size: null,
  media_info: null,
});
const ref = (id: string, version: string, liked = false, views = 0) => ({
  id,
  created_at_us: 1,
  version,
  views,
  is_liked: liked,
  is_saved: false,
});

describe('card cache', () => {
  it('reuses a card only at the version the page read, loads it again otherwise, with the viewer’s marks', async () => {
    const database = new Map<string, VersionedCard>([
      ['p1', { card: row('p1', 'one'), version: '0.0.0' }],
      ['p2', { card: row('p2', 'two'), version: '0.0.0' }],
    ]);
    const asked: string[][] = [];
    const cache = createKeptCards(async (ids) => {
      asked.push(ids);
      return ids.flatMap((id) => database.get(id) ?? []);
    });
    const first = await cache.cardsFor([ref('p1', '0.0.0'), ref('p2', '0.0.0', true)]);
    expect(first.map((post) => [post.content, post.isLiked])).toEqual([
      ['one', false],
      ['two', true],
    ]);
    expect(await cache.cardsFor([ref('p1', '0.0.0')])).toHaveLength(1);
    // Views come with the page's entry: a new count at the same version is the kept card with that count.
    expect((await cache.cardsFor([ref('p1', '0.0.0', false, 5)])).map((post) => post.views)).toEqual([5]);
    expect(asked).toEqual([['p1', 'p2']]); // the later pages came from memory
    database.set('p1', { card: row('p1', 'one, edited'), version: '7.0.0' });
    const edited = await cache.cardsFor([ref('p1', '7.0.0'), ref('p2', '0.0.0')]);
    expect(edited.map((post) => post.content)).toEqual(['one, edited', 'two']);
    expect(asked.at(-1)).toEqual(['p1']);
    database.delete('p2');
    database.set('p2x', { card: row('p2x', 'new'), version: '0.0.0' });
    // Deleted between the page's query and the load: left out, the others keep their order.
    expect((await cache.cardsFor([ref('p2x', '0.0.0'), ref('p2', '9.0.0')])).map((post) => post.id)).toEqual([
      'p2x',
    ]);
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 5 });
  });

  it('keeps at most its size, dropping the least recently used card', async () => {
    const loads: string[] = [];
    const cache = createKeptCards(
      async (ids) => {
        loads.push(...ids);
        return ids.map((id) => ({ card: row(id, id), version: '0.0.0' }));
      },
      { maxEntries: 2 },
    );
    await cache.cardsFor([ref('a', '0.0.0'), ref('b', '0.0.0')]);
    await cache.cardsFor([ref('a', '0.0.0')]); // a is now the most recent
    await cache.cardsFor([ref('c', '0.0.0')]); // b goes
    await cache.cardsFor([ref('a', '0.0.0'), ref('b', '0.0.0')]);
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    expect(cache.stats().size).toBe(2);
  });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
type FeedPost = {
  id: string;
  content: string;
  isLiked: boolean;
  isSaved: boolean;
  views: number;
  editedAt: string | null;
  engagement: { likes: number; comments: number; shares: number };
  author: { firstName: string; fullName: string; avatarUrl: string | null };
  circle: { name: string };
};
type ReplyOnPage = {
  content: string;
  likesCount: number;
  isLiked: boolean;
  isEdited: boolean;
  isDeleted: boolean;
  author: { firstName: string };
};
type CommentOnPage = ReplyOnPage & { replies: ReplyOnPage[] };

/**
 * Two server processes on one database, each with its own card cache (on PostgreSQL a second OS process, on the
 * embedded database a second app in this process: PGlite is one process). A member acts through one; the other
 * must show the change on the very next read, with no waiting, or the cache served an older card.
 */
describe.runIf(!process.env.TEST_DATABASE_URL)('post cards across two apps on PGlite (one process)', () => {
  crossProcessCards(async () => {
    const second = await startTestServer();
    return { url: second.url, stop: () => void second.close() };
  });
});
describeOnEachTransport('post cards across two server processes', (transport) =>
  crossProcessCards(transport.startOtherProcess),
);

function crossProcessCards(otherProcess: () => Promise<{ url: string; stop: () => void }>) {
  const through = (url: string, member: Member) => {
    const client = new TestClient(url);
    client.setCookieHeader(member.client.cookieHeader());
    return client;
  };
  /** An owner's private circle and a member who joined it by invitation. */
  const privateCircleWithMember = async (ownerName: string, memberName: string, circleName: string) => {
    const owner = await signedInMember({ firstName: ownerName });
    const member = await signedInMember({ firstName: memberName });
    const circleId = await createCircle(owner.client, { name: circleName, type: 'private' });
    await inviteByEmail(owner.client, circleId, member.account.email);
    expect((await member.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
    return { owner, member, circleId };
  };
  const feedOf = async (client: TestClient, path = '/api/feed/home') => {
    const page = await client.get<{ posts: FeedPost[] }>(path);
    expect(page.status).toBe(200);
    return page.body.posts;
  };

  it('shows every change a card shows at once, whichever process made it', async () => {
    const author = await signedInMember({ firstName: 'Ana', completeProfile: true });
    const reader = await signedInMember({ firstName: 'Rui' });
    const created = await author.client.post('/api/posts', { circleId: 'world', content: 'Original' });
    expect(created.status).toBe(201);
    const postId = created.body.id as string;
    const other = await otherProcess();
    try {
      const readerThere = through(other.url, reader);
      const authorThere = through(other.url, author);
      const card = async () => {
        const post = (await feedOf(readerThere)).find((each) => each.id === postId);
        expect(post).toBeDefined();
        return post as FeedPost;
      };
      // Cached in the other process now, read twice to be sure it serves from memory.
      expect((await card()).content).toBe('Original');
      expect((await card()).engagement.likes).toBe(0);

      // The reader's own like, made here, shows there with the count and the mark.
      await reader.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId });
      expect(await card()).toMatchObject({ isLiked: true, engagement: { likes: 1 } });
      // A comment, made there, and the author's own view of the count here.
      expect((await readerThere.post(`/api/posts/${postId}/comments`, { content: 'Nice' })).status).toBe(201);
      expect((await feedOf(author.client)).find((each) => each.id === postId)?.engagement.comments).toBe(1);
      expect((await card()).engagement.comments).toBe(1);
      // Saved to Favorites: the reader's mark only.
      expect((await reader.client.put(`/api/favorites/${postId}`)).status).toBe(200);
      expect((await card()).isSaved).toBe(true);
      expect((await feedOf(authorThere)).find((each) => each.id === postId)?.isSaved).toBe(false);
      // The author edits the text, here.
      expect((await author.client.patch(`/api/posts/${postId}`, { content: 'Edited' })).status).toBe(200);
      expect(await card()).toMatchObject({ content: 'Edited', editedAt: expect.any(String) });
      // Name and avatar: the author's other row.
      expect((await author.client.patch('/api/me', { firstName: 'Anabela' })).status).toBe(200);
      expect((await card()).author).toMatchObject({
        firstName: 'Anabela',
        fullName: expect.stringMatching(/^Anabela /),
      });
      const avatar = await author.client.request('PUT', '/api/me/avatar', await pngBytes(64, 64), {
        'content-type': 'image/png',
      });
      expect(avatar.status).toBe(200);
      expect((await card()).author.avatarUrl).not.toBeNull();
      // Deleted here: gone there.
      expect((await author.client.delete(`/api/posts/${postId}`)).status).toBe(200);
      expect((await feedOf(readerThere)).some((each) => each.id === postId)).toBe(false);
    } finally {
      other.stop();
    }
  }, 60_000);

  it('serves a kept home page only while it is what the database holds, whoever changed what', async () => {
    const owner = await signedInMember({ firstName: 'Clara' });
    const reader = await signedInMember({ firstName: 'Duarte' });
    const circleId = await createCircle(owner.client, { name: 'Choir', type: 'private' });
    await inviteByEmail(owner.client, circleId, reader.account.email);
    const other = await otherProcess();
    try {
      const readerThere = through(other.url, reader);
      const homeThere = async () => (await feedOf(readerThere)).map((post) => post.content);
      // Read twice there: the second answer is the kept page.
      await homeThere();
      expect(await homeThere()).not.toContain('Rehearsal at eight');
      // Joining here, then another member's post here: there, at once, though the page was kept after joining.
      expect((await reader.client.post(`/api/circles/${circleId}/join`)).status).toBe(200);
      await homeThere();
      expect(await homeThere()).not.toContain('Rehearsal at eight');
      expect(
        (await owner.client.post('/api/posts', { circleId, content: 'Rehearsal at eight' })).status,
      ).toBe(201);
      expect(await homeThere()).toContain('Rehearsal at eight');
      expect((await homeThere())[0]).toBe('Rehearsal at eight');
      // The circle's own feed, kept there too, follows a second post made here.
      const circleThere = async () =>
        (await feedOf(readerThere, `/api/feed/circles/${circleId}`)).map((post) => post.content);
      expect(await circleThere()).toEqual(['Rehearsal at eight']);
      expect(await circleThere()).toEqual(['Rehearsal at eight']);
      expect((await owner.client.post('/api/posts', { circleId, content: 'Bring water' })).status).toBe(201);
      expect(await circleThere()).toEqual(['Bring water', 'Rehearsal at eight']);
      // The reader mutes the circle here; there, its post leaves home, and comes back when unmuted.
      expect((await reader.client.put(`/api/mutes/circles/${circleId}`)).status).toBe(200);
      expect(await homeThere()).not.toContain('Rehearsal at eight');
      expect((await reader.client.delete(`/api/mutes/circles/${circleId}`)).status).toBe(200);
      expect(await homeThere()).toContain('Rehearsal at eight');
      // Many reads at once share the barrier and all see the same page.
      const pages = await Promise.all(Array.from({ length: 10 }, () => homeThere()));
      expect(new Set(pages.map((each) => JSON.stringify(each))).size).toBe(1);
    } finally {
      other.stop();
    }
  }, 60_000);

  it('finds what was written, edited or deleted here in a search kept there, and only what the reader may see', async () => {
    const {
      owner,
      member: reader,
      circleId,
    } = await privateCircleWithMember('Hugo', 'Ines', 'Lighthouse keepers');
    const word = `lamp${Date.now()}`;
    const write = async (content: string, circle = 'world') => {
      const created = await owner.client.post('/api/posts', { circleId: circle, content });
      expect(created.status).toBe(201);
      return created.body.id as string;
    };
    const first = await write(`${word} one`);
    const other = await otherProcess();
    try {
      const readerThere = through(other.url, reader);
      const foundThere = async () =>
        (await feedOf(readerThere, `/api/feed/search?q=${word}`)).map((post) => post.content).sort();
      // Read twice there: the second answer comes from the kept list.
      await foundThere();
      expect(await foundThere()).toEqual([`${word} one`]);
      await write(`${word} two`);
      await write(`${word} for the keepers`, circleId);
      const edited = await write('nothing yet');
      expect(await foundThere()).toEqual([`${word} for the keepers`, `${word} one`, `${word} two`]);
      expect(
        (await owner.client.patch(`/api/posts/${edited}`, { content: `${word} after all` })).status,
      ).toBe(200);
      expect((await owner.client.delete(`/api/posts/${first}`)).status).toBe(200);
      expect(await foundThere()).toEqual([`${word} after all`, `${word} for the keepers`, `${word} two`]);
      // The reader leaves the private circle here: its post is no longer theirs to find there.
      expect((await reader.client.post(`/api/circles/${circleId}/leave`)).status).toBe(200);
      expect(await foundThere()).toEqual([`${word} after all`, `${word} two`]);
      // The author blocks the reader here: none of the author's posts are the reader's to find there.
      expect((await owner.client.put(`/api/blocks/members/${reader.userId}`)).status).toBe(200);
      expect(await foundThere()).toEqual([]);
    } finally {
      other.stop();
    }
  }, 60_000);

  it('keeps a post page (the post and its first comments) only while it is what the database holds', async () => {
    const author = await signedInMember({ firstName: 'Sara', completeProfile: true });
    const reader = await signedInMember({ firstName: 'Tomas' });
    const commenter = await signedInMember({ firstName: 'Vera', completeProfile: true });
    const created = await author.client.post('/api/posts', { circleId: 'world', content: 'Tide tables' });
    expect(created.status).toBe(201);
    const postId = created.body.id as string;
    const other = await otherProcess();
    try {
      const readerThere = through(other.url, reader);
      type Page = { post: FeedPost; comments: { total: number; comments: CommentOnPage[] } };
      const pageThere = async () => {
        const page = await readerThere.get<Page>(`/api/feed/circles/world/posts/${postId}/page`);
        expect(page.status).toBe(200);
        return page.body;
      };
      // The first read counts the view; the second is kept there, the third served from memory.
      await pageThere();
      await pageThere();
      expect(await pageThere()).toMatchObject({
        post: { content: 'Tide tables', views: 1 },
        comments: { total: 0 },
      });

      // A comment made here shows there with the post's count; a reply (the post's row does not change) too.
      const comment = await commenter.client.post(`/api/posts/${postId}/comments`, {
        content: 'High at six',
      });
      expect(comment.status).toBe(201);
      expect(await pageThere()).toMatchObject({
        post: { engagement: { comments: 1 } },
        comments: { total: 1, comments: [{ content: 'High at six', replies: [] }] },
      });
      const reply = await author.client.post(`/api/posts/${postId}/comments`, {
        content: 'Thanks',
        parentId: comment.body.id,
      });
      expect(reply.status).toBe(201);
      expect((await pageThere()).comments.comments[0]?.replies.map((each) => each.content)).toEqual([
        'Thanks',
      ]);
      // The reader's like of the comment, made here: its count and the reader's mark.
      expect(
        (
          await reader.client.post('/api/likes/toggle', {
            likeableType: 'comment',
            likeableId: comment.body.id,
          })
        ).status,
      ).toBe(200);
      expect((await pageThere()).comments.comments[0]).toMatchObject({ likesCount: 1, isLiked: true });
      // The reply edited, then removed, here.
      expect(
        (await author.client.patch(`/api/comments/${reply.body.id}`, { content: 'Thank you' })).status,
      ).toBe(200);
      expect((await pageThere()).comments.comments[0]?.replies[0]).toMatchObject({
        content: 'Thank you',
        isEdited: true,
      });
      expect((await author.client.delete(`/api/comments/${reply.body.id}`)).status).toBe(200);
      expect((await pageThere()).comments.comments[0]?.replies[0]).toMatchObject({
        content: '',
        isDeleted: true,
      });
      // A like and an edit of the post; a new name of the commenter.
      await author.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId });
      expect((await pageThere()).post.engagement.likes).toBe(1);
      expect(
        (await author.client.patch(`/api/posts/${postId}`, { content: 'Tide tables, May' })).status,
      ).toBe(200);
      expect((await pageThere()).post).toMatchObject({
        content: 'Tide tables, May',
        editedAt: expect.any(String),
      });
      expect((await commenter.client.patch('/api/me', { firstName: 'Verónica' })).status).toBe(200);
      expect((await pageThere()).comments.comments[0]?.author.firstName).toBe('Verónica');
      // The reader blocks the commenter here: their comment leaves the reader's page there.
      expect((await reader.client.put(`/api/blocks/members/${commenter.userId}`)).status).toBe(200);
      expect((await pageThere()).comments.comments).toEqual([]);
      // Deleted here: 'Post not found' there.
      expect((await author.client.delete(`/api/posts/${postId}`)).status).toBe(200);
      const gone = await readerThere.get<{ message: string }>(`/api/feed/circles/world/posts/${postId}/page`);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('Post not found');
    } finally {
      other.stop();
    }
  }, 60_000);

  it('never shows a private circle’s card to a member who left it or was blocked, though the card is cached', async () => {
    const { owner, member, circleId } = await privateCircleWithMember('Olga', 'Max', 'Quiet room');
    const secret = await owner.client.post('/api/posts', { circleId, content: 'Members only' });
    expect(secret.status).toBe(201);
    const open = await owner.client.post('/api/posts', { circleId: 'world', content: 'For the world' });
    expect(open.status).toBe(201);
    const other = await otherProcess();
    try {
      const memberThere = through(other.url, member);
      expect((await feedOf(memberThere)).map((post) => post.id)).toContain(secret.body.id);
      expect((await feedOf(memberThere, `/api/feed/circles/${circleId}`)).map((post) => post.id)).toContain(
        secret.body.id,
      );
      expect((await member.client.post(`/api/circles/${circleId}/leave`)).status).toBe(200);
      expect((await feedOf(memberThere)).map((post) => post.id)).not.toContain(secret.body.id);
      expect((await memberThere.get(`/api/feed/circles/${circleId}`)).status).toBe(404);
      // Blocked by the author: the world post, cached there too, leaves the member's feeds.
      expect((await feedOf(memberThere, '/api/feed/circles/world')).map((post) => post.id)).toContain(
        open.body.id,
      );
      expect((await owner.client.put(`/api/blocks/members/${member.userId}`)).status).toBe(200);
      expect((await feedOf(memberThere)).map((post) => post.id)).not.toContain(open.body.id);
      expect((await feedOf(memberThere, '/api/feed/circles/world')).map((post) => post.id)).not.toContain(
        open.body.id,
      );
    } finally {
      other.stop();
    }
  }, 60_000);
}
