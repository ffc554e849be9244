// The crowd's members and its mix of requests (issues #38, #57), shared by the closed loop and the open loop of
// bench/crowd.ts: members signed in beforehand, each request by a member picked at random and of a kind picked at
// random (home feed, one of their circles' feeds, a post's page with its first comments, notifications, search),
// and writes (posts, comments, likes, governance votes) by those members.
import { limits } from '@circles/contracts';
import type { Answer } from './closed-loop';
import { getJson, signIn } from './lib';

export type PostRef = { id: string; circleId: string };
export type Member = { cookie: string; circleIds: string[]; posts: PostRef[] };
/** Sends one request and keeps its latency under `kind`. */
export type Timed = (
  kind: string,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
) => Promise<Answer>;

type FeedPage = { posts: { id: string; circle: { id: string } }[] };
const postRefs = (page: FeedPage | undefined): PostRef[] =>
  (page?.posts ?? []).map((post) => ({ id: post.id, circleId: post.circle.id }));
export const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
const parse = <T>(answer: Answer): T | undefined => {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
};
/** A write that was refused (a 503 when busy) is no write: only a 2xx answer is read. */
const answered = <T>(answer: Answer) =>
  answer.status >= 200 && answer.status < 300 ? parse<T>(answer) : undefined;

/** Signs the seeded members bench0..bench{count-1} in, four at a time (the password hashing spaces them). */
export async function signInMembers(base: string, count: number) {
  const members: Member[] = [];
  const signInOne = async (index: number) => {
    const cookie = await signIn(base, `bench${index}@bench.local`);
    const circles = await getJson<{ id: string; type: string; isJoined: boolean }[]>(
      base,
      '/api/circles',
      cookie,
    );
    const home = await getJson<FeedPage>(base, '/api/feed/home', cookie);
    members.push({
      cookie,
      circleIds: circles.filter((circle) => circle.isJoined && circle.type !== 'personal').map((c) => c.id),
      posts: postRefs(home),
    });
  };
  for (let index = 0; index < count; index += 4)
    await Promise.all([0, 1, 2, 3].filter((k) => index + k < count).map((k) => signInOne(index + k)));
  const withPosts = members.filter((member) => member.posts.length > 0 && member.circleIds.length > 0);
  if (withPosts.length === 0) throw new Error('no member has circles and posts: seed first (bench/seed.ts)');
  const governance = await getJson<unknown>(base, '/api/governance/policies', members[0]?.cookie ?? '');
  // Proposals are the objects that carry the viewer's vote.
  const proposalIds = [...JSON.stringify(governance).matchAll(/"id":"([^"]+)"[^{}]*?"myVote"/g)].map(
    (m) => m[1] ?? '',
  );
  return { members, withPosts, proposalIds };
}

export const allReadKinds = ['home feed', 'circle feed', 'post page', 'notifications', 'search'] as const;
const { commentsPageSize } = limits;
const words = ['weekly', 'harbor', 'lantern', 'harbr', 'lantrn'];
export const postPagePath = (post: PostRef) => `/api/feed/circles/${post.circleId}/posts/${post.id}/page`;

/** The mix's requests for the chosen kinds of read. */
export function createMix(readKinds: readonly string[], proposalIds: string[]) {
  let sequence = 0;
  const readOnce = async (timed: Timed, member: Member) => {
    const kind = pick([...readKinds]);
    if (kind === 'home feed') {
      const page = parse<FeedPage>(await timed(kind, 'GET', '/api/feed/home', member.cookie));
      if (page?.posts?.length) member.posts = postRefs(page);
    } else if (kind === 'circle feed') {
      await timed(kind, 'GET', `/api/feed/circles/${pick(member.circleIds)}`, member.cookie);
    } else if (kind === 'post page') {
      // The web's one request for a post's page: the post and its first comments.
      await timed(kind, 'GET', postPagePath(pick(member.posts)), member.cookie);
    } else if (kind === 'notifications') {
      await timed(kind, 'GET', '/api/notifications?limit=20', member.cookie);
    } else {
      await timed(kind, 'GET', `/api/feed/search?q=${pick(words)}`, member.cookie);
    }
  };

  /**
   * One write; `readBack` (the closed loop) then reads it back as the same member and says whether it showed
   * (a read-back that failed checks nothing). The open loop sends the write alone.
   */
  const writeOnce = async (timed: Timed, member: Member, readBack?: (kind: string, ok: boolean) => void) => {
    const kind = pick(['post', 'comment', 'like', ...(proposalIds.length ? ['vote'] : [])]);
    if (kind === 'post') {
      const circleId = pick(member.circleIds);
      const made = answered<{ id: string }>(
        await timed('write: post', 'POST', '/api/posts', member.cookie, {
          circleId,
          content: `crowd weekly ${sequence++}`,
        }),
      );
      if (!made || !readBack) return;
      const page = answered<FeedPage>(
        await timed('circle feed', 'GET', `/api/feed/circles/${circleId}`, member.cookie),
      );
      if (page)
        readBack(
          kind,
          page.posts.some((post) => post.id === made.id),
        );
    } else if (kind === 'comment') {
      const post = pick(member.posts);
      const made = answered<{ id: string; createdAt: string }>(
        await timed('write: comment', 'POST', `/api/posts/${post.id}/comments`, member.cookie, {
          content: `crowd comment ${sequence++}`,
        }),
      );
      if (!made || !readBack) return;
      const page = answered<{ comments?: { comments: { id: string; createdAt: string }[] } }>(
        await timed('post page', 'GET', postPagePath(post), member.cookie),
      );
      if (!page) return;
      const shown = page.comments?.comments ?? [];
      if (shown.some((comment) => comment.id === made.id)) return readBack(kind, true);
      // The page holds the newest comments only (limits.commentsPageSize): on a post the crowd comments on
      // together, newer ones may push this one off before it is read back. That checks nothing.
      const pushedOff =
        shown.length >= commentsPageSize &&
        shown.every((comment) => Date.parse(comment.createdAt) >= Date.parse(made.createdAt));
      if (!pushedOff) readBack(kind, false);
    } else if (kind === 'like') {
      const post = pick(member.posts);
      const toggled = answered<{ liked: boolean; count: number }>(
        await timed('write: like', 'POST', '/api/likes/toggle', member.cookie, {
          likeableType: 'post',
          likeableId: post.id,
        }),
      );
      if (!toggled || !readBack) return;
      const page = answered<{ post: { isLiked: boolean } }>(
        await timed('post page', 'GET', postPagePath(post), member.cookie),
      );
      if (page) readBack(kind, page.post.isLiked === toggled.liked);
    } else {
      const proposalId = pick(proposalIds);
      const choice = pick(['for', 'against']);
      const path = `/api/governance/proposals/${proposalId}/vote`;
      const voted = await timed('write: vote', 'PUT', path, member.cookie, { choice });
      if (voted.status !== 200 || !readBack) return;
      const policies = await timed('governance', 'GET', '/api/governance/policies', member.cookie);
      if (policies.status !== 200) return;
      readBack(kind, new RegExp(`"id":"${proposalId}"[^{}]*"myVote":"${choice}"`).test(policies.body));
    }
  };
  return { readOnce, writeOnce };
}

/** What the closed loop's writes showed when read back: checks done and misses, by kind of write. */
export type ReadBacks = { done: number; misses: number; missedBy: Record<string, number> };

/**
 * The closed loop's mix for `seconds`: each request by a member picked at random, a read or (a `writeShare` of
 * them) a write that the same member then reads back. A read-back that fails is a miss.
 */
export async function driveMix(
  client: { drive: (seconds: number, next: () => Promise<unknown>) => Promise<void>; timed: Timed },
  mix: ReturnType<typeof createMix>,
  members: Member[],
  writeShare: number,
  seconds: number,
): Promise<ReadBacks> {
  const checks: ReadBacks = { done: 0, misses: 0, missedBy: {} };
  const seen = (kind: string, ok: boolean) => {
    checks.done++;
    if (ok) return;
    checks.misses++;
    checks.missedBy[kind] = (checks.missedBy[kind] ?? 0) + 1;
  };
  const writing = new Set<Member>();
  await client.drive(seconds, async () => {
    const member = pick(members);
    if (Math.random() >= writeShare) return mix.readOnce(client.timed, member);
    // One write and its read-back at a time per member: another loop toggling the same like in between would
    // count as a miss that no member could cause.
    if (writing.has(member)) return mix.readOnce(client.timed, member);
    writing.add(member);
    await mix.writeOnce(client.timed, member, seen).finally(() => writing.delete(member));
  });
  return checks;
}
