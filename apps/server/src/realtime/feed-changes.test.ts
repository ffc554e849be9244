import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { signedInMember } from '../test/accounts';
import { createCircle } from '../test/circles';
import { getTestDatabase } from '../test/test-database';
import { createDatabaseListener, type DatabaseListener, type ListeningHandler } from './database-listener';
import { createFeedChanges, type FeedChange, feedChangesChannel, parseFeedChange } from './feed-changes';

describe('feed change payloads', () => {
  it('reads circles, posts and members by prefix, and anything else as everything', () => {
    expect(parseFeedChange('c:world')).toEqual({ kind: 'circle', id: 'world' });
    expect(parseFeedChange('p:5b1c')).toEqual({ kind: 'post', id: '5b1c' });
    expect(parseFeedChange('m:9a0f')).toEqual({ kind: 'member', id: '9a0f' });
    for (const payload of ['*', '', undefined, 'c:', 'x:1', 'c-world'])
      expect(parseFeedChange(payload)).toEqual({ kind: 'everything' });
  });
});

/**
 * The database's triggers (migration 0031) heard through a listener of our own on the test database, the way
 * a server process hears them, while members act through the API.
 */
describe('feed changes from the database', () => {
  const heard: FeedChange[] = [];
  const tokens: string[] = [];
  let changes: ReturnType<typeof createFeedChanges>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const database = await getTestDatabase();
    const listener = createDatabaseListener({ database, logger: createLogger('silent') });
    changes = createFeedChanges({ database, listener });
    changes.subscribe((change) => heard.push(change));
    listener.on(feedChangesChannel, (payload) => {
      if (payload?.startsWith('sync:')) tokens.push(payload);
    });
    await listener.start();
    stop = listener.close;
  });
  afterAll(() => stop());

  /** What was heard of one action, once every change committed before the barrier has arrived. */
  async function heardOf(action: () => Promise<unknown>) {
    await changes.heard();
    heard.length = 0;
    await action();
    await changes.heard();
    return [...heard];
  }

  it('names the circle, the post or the member whose page changed, and everything for cards', async () => {
    const author = await signedInMember({ firstName: 'Ines' });
    const reader = await signedInMember({ firstName: 'Joao' });
    const member = (who: { userId: string }) => ({ kind: 'member', id: who.userId });

    let postId = '';
    const written = await heardOf(async () => {
      const created = await author.client.post('/api/posts', { circleId: 'world', content: 'Hello' });
      expect(created.status).toBe(201);
      postId = created.body.id;
    });
    const post = { kind: 'post', id: postId };
    // A post's words: what a search finds (kept/search-lists.ts).
    const words = { kind: 'words', id: postId };
    expect(written).toEqual(expect.arrayContaining([{ kind: 'circle', id: 'world' }, words]));

    // A like: the liker's marks and the post's count.
    const liked = await heardOf(() =>
      reader.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId }),
    );
    expect(liked).toEqual(expect.arrayContaining([member(reader), post]));
    expect(liked).not.toContainEqual(words);
    expect(await heardOf(() => reader.client.put(`/api/favorites/${postId}`))).toContainEqual(member(reader));
    expect(await heardOf(() => reader.client.put(`/api/mutes/members/${author.userId}`))).toEqual([
      member(reader),
    ]);
    // A block changes both members' pages.
    expect(await heardOf(() => author.client.put(`/api/blocks/members/${reader.userId}`))).toEqual(
      expect.arrayContaining([member(author), member(reader)]),
    );
    expect(
      await heardOf(() => author.client.patch(`/api/posts/${postId}`, { content: 'Hello again' })),
    ).toEqual([post, words]);
    // A new circle: the owner's membership.
    expect(await heardOf(() => createCircle(author.client, { name: 'Garden' }))).toContainEqual(
      member(author),
    );
    // A name on every card the author wrote: everything.
    expect(await heardOf(() => author.client.patch('/api/me', { firstName: 'Inês' }))).toContainEqual({
      kind: 'everything',
    });
    // Gone from its circle, with the reader's like and save.
    const deleted = await heardOf(() => author.client.delete(`/api/posts/${postId}`));
    expect(deleted).toEqual(expect.arrayContaining([{ kind: 'circle', id: 'world' }, words, member(reader)]));
    // Reading changes nothing.
    expect(await heardOf(() => reader.client.get('/api/feed/home'))).toEqual([]);
    // Emptying a table (as the tests do between tests) changes everything.
    const { pool } = await getTestDatabase();
    expect(await heardOf(() => pool.query('truncate mutes'))).toEqual([{ kind: 'everything' }]);
  });

  it('resolves the barrier only once a change committed just before it has been heard', async () => {
    const author = await signedInMember({ firstName: 'Rita' });
    const created = await author.client.post('/api/posts', { circleId: 'world', content: 'Quiet' });
    expect(created.status).toBe(201);
    const { pool } = await getTestDatabase();
    for (let round = 0; round < 5; round++) {
      await changes.heard();
      heard.length = 0;
      // Committed on another connection; its notification is still on its way when the barrier begins.
      await pool.query('update posts set content = $1 where id = $2', [`Quiet ${round}`, created.body.id]);
      await changes.heard();
      expect(heard).toEqual([
        { kind: 'post', id: created.body.id },
        { kind: 'words', id: created.body.id },
      ]);
    }
  });

  it('lets reads that arrive together share one announcement', async () => {
    await changes.heard();
    tokens.length = 0;
    await Promise.all(Array.from({ length: 30 }, () => changes.heard()));
    // The first call sends a token; the 29 that arrive while it is on its way share the next one.
    expect(tokens).toHaveLength(2);
  });
});

/** A listener that hears nothing unless told: what `heard` does when its token does not come back. */
function deafListener() {
  const listening: ListeningHandler[] = [];
  let live = true;
  const listener = {
    on: () => {},
    onListening: (handler: ListeningHandler) => listening.push(handler),
    get listening() {
      return live;
    },
  } as unknown as DatabaseListener;
  const lose = () => {
    live = false;
    for (const handler of listening) handler(false);
  };
  return { listener, lose };
}

describe('the read barrier when announcements are lost', () => {
  it('gives up after its timeout and tells everything changed', async () => {
    const database = await getTestDatabase();
    const { listener } = deafListener();
    const changes = createFeedChanges({ database, listener, syncTimeoutMs: 50 });
    const heard: FeedChange[] = [];
    changes.subscribe((change) => heard.push(change));
    await changes.heard();
    expect(heard).toEqual([{ kind: 'everything' }]);
  });

  it('lets waiting reads go when the connection is lost, after telling everything changed', async () => {
    const database = await getTestDatabase();
    const { listener, lose } = deafListener();
    const changes = createFeedChanges({ database, listener, syncTimeoutMs: 60_000 });
    const heard: FeedChange[] = [];
    changes.subscribe((change) => heard.push(change));
    // The first read's token is on its way from the call on (the second read waits for the next one); the
    // connection goes while both wait.
    const reads = Promise.all([changes.heard(), changes.heard()]);
    lose();
    await reads;
    expect(heard[0]).toEqual({ kind: 'everything' });
  });
});
