// The run's mixed load: reads, posts, comments and likes by signed-in members through the proxy. Every write the
// server acknowledged is remembered, to be looked for in the database afterwards; a post is read back at once
// (through whichever process the proxy picks) to catch a stale feed.
import type { Member } from '../ops/member';

export type Tally = {
  requests: number;
  errors: number;
  refused: number;
  staleReads: number;
  freshnessReads: number;
  posts: { id: string; authorIndex: number }[];
  comments: string[];
  likes: { userIndex: number; postId: string }[];
  /** `member:post` pairs a like was sent for (once each: a second toggle would take it back). */
  likeAttempts: Set<string>;
};

export const newTally = (): Tally => ({
  requests: 0,
  errors: 0,
  refused: 0,
  staleReads: 0,
  freshnessReads: 0,
  posts: [],
  comments: [],
  likes: [],
  likeAttempts: new Set(),
});

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** One worker: actions until `deadline`; members are `{ member, index }` so writes can be told apart. */
export async function runWorker(members: Member[], deadline: number, tally: Tally) {
  const call = async <T>(send: () => Promise<{ status: number; body: T }>) => {
    tally.requests++;
    try {
      const reply = await send();
      if (reply.status >= 500) tally.errors++;
      else if (reply.status >= 400) tally.refused++;
      return reply;
    } catch {
      tally.errors++;
      return undefined;
    }
  };
  while (Date.now() < deadline) {
    const index = Math.floor(Math.random() * members.length);
    const member = members[index] as Member;
    const roll = Math.random();
    const others = tally.posts.filter((post) => post.authorIndex !== index);
    if (roll < 0.5 && tally.posts.length > 0) {
      await call(() => member.get(Math.random() < 0.5 ? '/api/feed/home' : '/api/feed/circles/world'));
    } else if (roll < 0.65 || others.length === 0) {
      const content = `Load-balanced run ${Date.now()} ${Math.random().toString(36).slice(2)}`;
      const reply = await call(() =>
        member.post<{ id: string }>('/api/posts', { circleId: 'world', content }),
      );
      if (reply?.status !== 201) continue;
      tally.posts.push({ id: reply.body.id, authorIndex: index });
      // Read it back as another member, through whichever process answers: a feed page cached anywhere must
      // already know this post.
      const reader = pick(members.filter((other) => other !== member));
      const feed = await call(() =>
        reader.get<{ posts: { id: string }[] }>('/api/feed/circles/world?limit=50'),
      );
      if (feed?.status === 200) {
        tally.freshnessReads++;
        if (!feed.body.posts.some((post) => post.id === reply.body.id)) tally.staleReads++;
      }
    } else if (roll < 0.85 && others.length > 0) {
      const post = pick(others.slice(-20));
      const reply = await call(() =>
        member.post<{ id: string }>(`/api/posts/${post.id}/comments`, { content: 'Seen through the proxy' }),
      );
      if (reply?.status === 201) tally.comments.push(reply.body.id);
    } else if (others.length > 0) {
      const post = pick(others.slice(-20));
      const key = `${index}:${post.id}`;
      if (tally.likeAttempts.has(key)) continue;
      tally.likeAttempts.add(key);
      const reply = await call(() =>
        member.post<{ liked: boolean }>('/api/likes/toggle', { likeableType: 'post', likeableId: post.id }),
      );
      if (reply?.status === 200 && reply.body.liked) tally.likes.push({ userIndex: index, postId: post.id });
    }
  }
}
