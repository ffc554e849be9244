// A real crowd (issue #38): many different members signed in beforehand, each request by a member picked at random
// and of a kind picked at random (home feed, one of their circles' feeds, a post's page with its first comments,
// notifications, post search), with a share of writes (posts, comments, likes, governance votes) by those members.
// After each write the same member's next request reads it back, and a write it does not show counts as a miss.
// The liveness check (touches neither the database nor a session) is the baseline, measured before and after the
// mix in the same run with the same client. The feed caches' hit rates come from the server's /metrics.
//   node --import tsx bench/seed.ts --users 10000 --circles 1000 --posts 1000000 --database-url URL
//   node --import tsx bench/crowd.ts --database-url URL [--members 1000] [--connections 100] [--seconds 60]
//     [--baseline-seconds 15] [--write-share 0.05] [--reads 'home feed,circle feed,post page,notifications,search']
// --reads keeps only the named kinds of read (to see what one kind costs the rest).
// Prints per kind req/s, p50, p99 and errors, then the mix's req/s as a share of the baseline and each target, and
// the CPU the server, the local PostgreSQL and this client spent per request (process-cpu.ts).
import { type Answer, closedLoopClient } from './closed-loop';
import { getJson, loadScriptArgs, signIn, startServer, waitForHealth } from './lib';
import { watchProcessCpu } from './process-cpu';
import { statementShares } from './statement-shares';

const { target, options, base, extras } = loadScriptArgs(3320, {
  members: '1000',
  'baseline-seconds': '15',
  'write-share': '0.05',
  reads: 'home feed,circle feed,post page,notifications,search',
});
const memberCount = Number(extras.members);
const writeShare = Number(extras['write-share']);

type PostRef = { id: string; circleId: string };
type Member = { cookie: string; circleIds: string[]; posts: PostRef[] };
const { stats, timed, parse, drive, close } = closedLoopClient(base, options.connections);
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
const percentile = (sorted: number[], share: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number) : 0;

/** Cache lookups so far, by cache, from the server's Prometheus text. */
async function cacheLookups() {
  const text = await (await fetch(`${base}/metrics`)).text();
  const counts: Record<string, { hit: number; miss: number }> = {};
  for (const match of text.matchAll(
    /^circles_cache_lookups_total\{cache="(\w+)",result="(hit|miss)"\} (\d+)/gm,
  )) {
    const [, cache = '', result = 'hit', value = '0'] = match;
    counts[cache] ??= { hit: 0, miss: 0 };
    counts[cache][result as 'hit' | 'miss'] = Number(value);
  }
  return counts;
}

type FeedPage = { posts: { id: string; circle: { id: string } }[] };
const postRefs = (page: FeedPage | undefined): PostRef[] =>
  (page?.posts ?? []).map((post) => ({ id: post.id, circleId: post.circle.id }));

const server = startServer(target);
try {
  const health = await waitForHealth(base);
  const signInStarted = performance.now();
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
  // Sign-ins are spaced by the password hashing; four at a time keep both cores busy.
  for (let index = 0; index < memberCount; index += 4)
    await Promise.all([0, 1, 2, 3].filter((k) => index + k < memberCount).map((k) => signInOne(index + k)));
  const withPosts = members.filter((member) => member.posts.length > 0 && member.circleIds.length > 0);
  if (withPosts.length === 0) throw new Error('no member has circles and posts: seed first (bench/seed.ts)');
  const governance = await getJson<unknown>(base, '/api/governance/policies', members[0]?.cookie ?? '');
  // Proposals are the objects that carry the viewer's vote.
  const proposalIds = [...JSON.stringify(governance).matchAll(/"id":"([^"]+)"[^{}]*?"myVote"/g)].map(
    (m) => m[1] ?? '',
  );
  console.log(
    `${health.database}: ${members.length} members signed in (${withPosts.length} with circles and posts) in ` +
      `${((performance.now() - signInStarted) / 1000).toFixed(0)} s; ${options.connections} connections`,
  );

  /** Requests per second of one request asked again and again by every connection. */
  const rateOf = async (kind: string, path: string, cookie: string) => {
    stats.clear();
    const seconds = Number(extras['baseline-seconds']);
    await drive(seconds, () => timed(kind, 'GET', path, cookie));
    const entry = stats.get(kind);
    return { perSecond: (entry?.latencies.length ?? 0) / seconds, errors: entry?.errors ?? 0 };
  };
  const baselineRun = async (label: string) => {
    const { perSecond, errors } = await rateOf('live', '/api/health/live', '');
    console.log(`baseline ${label}: GET /api/health/live ${Math.round(perSecond)} req/s, errors ${errors}`);
    return perSecond;
  };
  const baselineBefore = await baselineRun('before');
  // Two ceilings beside the baseline, with the same client: what one short statement per request reaches (GET
  // /api/health reads the schema's version and touches no session), and what a full read reaches when it asks the
  // database next to nothing (one member's home feed again and again: a kept page after the first, the session from
  // the session cache, the read barrier's token shared by every read meanwhile). A mix whose reads each need a
  // statement or more can reach neither.
  const oneStatement = await rateOf('ceiling', '/api/health', '');
  const keptPage = await rateOf('ceiling', '/api/feed/home', members[0]?.cookie ?? '');

  // The mix. A write leaves a check for the same member's next request; a check that fails is a miss.
  const checks = { done: 0, misses: 0, missedBy: {} as Record<string, number> };
  const allReadKinds = ['home feed', 'circle feed', 'post page', 'notifications', 'search'] as const;
  const chosen = extras.reads.split(',').map((kind) => kind.trim());
  const readKinds = allReadKinds.filter((kind) => chosen.includes(kind));
  if (readKinds.length === 0) throw new Error(`--reads names none of: ${allReadKinds.join(', ')}`);
  const words = ['weekly', 'harbor', 'lantern', 'harbr', 'lantrn'];
  const postPagePath = (post: { id: string; circleId: string }) =>
    `/api/feed/circles/${post.circleId}/posts/${post.id}/page`;
  let sequence = 0;
  const readOnce = async (member: Member) => {
    const kind = pick([...readKinds]);
    if (kind === 'home feed') {
      const page = parse<FeedPage>(await timed(kind, 'GET', '/api/feed/home', member.cookie));
      if (page?.posts?.length) member.posts = postRefs(page);
    } else if (kind === 'circle feed') {
      await timed(kind, 'GET', `/api/feed/circles/${pick(member.circleIds)}`, member.cookie);
    } else if (kind === 'post page') {
      // The web's one request for a post's page: the post and its first comments.
      const post = pick(member.posts);
      await timed(kind, 'GET', postPagePath(post), member.cookie);
    } else if (kind === 'notifications') {
      await timed(kind, 'GET', '/api/notifications?limit=20', member.cookie);
    } else {
      await timed(kind, 'GET', `/api/feed/search?q=${pick(words)}`, member.cookie);
    }
  };
  // A write that was refused (a 503 when busy) is no write, and a read-back that failed checks nothing: both are
  // counted as errors already, never as a write that did not show.
  const answered = <T>(answer: Answer) =>
    answer.status >= 200 && answer.status < 300 ? parse<T>(answer) : undefined;
  const writeAndCheck = async (member: Member) => {
    const kind = pick(['post', 'comment', 'like', ...(proposalIds.length ? ['vote'] : [])]);
    const seen = (ok: boolean) => {
      checks.done++;
      if (ok) return;
      checks.misses++;
      checks.missedBy[kind] = (checks.missedBy[kind] ?? 0) + 1;
    };
    if (kind === 'post') {
      const circleId = pick(member.circleIds);
      const made = answered<{ id: string }>(
        await timed('write: post', 'POST', '/api/posts', member.cookie, {
          circleId,
          content: `crowd weekly ${sequence++}`,
        }),
      );
      if (!made) return;
      const page = answered<FeedPage>(
        await timed('circle feed', 'GET', `/api/feed/circles/${circleId}`, member.cookie),
      );
      if (page) seen(page.posts.some((post) => post.id === made.id));
    } else if (kind === 'comment') {
      const post = pick(member.posts);
      const made = answered<{ id: string }>(
        await timed('write: comment', 'POST', `/api/posts/${post.id}/comments`, member.cookie, {
          content: `crowd comment ${sequence++}`,
        }),
      );
      if (!made) return;
      const page = answered<{ comments?: { comments: { id: string }[] } }>(
        await timed('post page', 'GET', postPagePath(post), member.cookie),
      );
      if (page) seen(Boolean(page.comments?.comments.some((comment) => comment.id === made.id)));
    } else if (kind === 'like') {
      const post = pick(member.posts);
      const toggled = answered<{ liked: boolean; count: number }>(
        await timed('write: like', 'POST', '/api/likes/toggle', member.cookie, {
          likeableType: 'post',
          likeableId: post.id,
        }),
      );
      if (!toggled) return;
      const page = answered<{ post: { isLiked: boolean } }>(
        await timed('post page', 'GET', postPagePath(post), member.cookie),
      );
      if (page) seen(page.post.isLiked === toggled.liked);
    } else {
      const proposalId = pick(proposalIds);
      const choice = pick(['for', 'against']);
      const voted = await timed(
        'write: vote',
        'PUT',
        `/api/governance/proposals/${proposalId}/vote`,
        member.cookie,
        {
          choice,
        },
      );
      if (voted.status !== 200) return;
      const policies = await timed('governance', 'GET', '/api/governance/policies', member.cookie);
      if (policies.status !== 200) return;
      seen(new RegExp(`"id":"${proposalId}"[^{}]*"myVote":"${choice}"`).test(policies.body));
    }
  };

  const writing = new Set<Member>();
  const cachesBefore = await cacheLookups();
  const statements = await statementShares(target.databaseUrl);
  const cpu = watchProcessCpu(server.pid);
  stats.clear();
  await drive(options.seconds, async () => {
    const member = pick(withPosts);
    if (Math.random() >= writeShare) return readOnce(member);
    // One write and its read-back at a time per member: another loop toggling the same like in between would
    // count as a miss that no member could cause.
    if (writing.has(member)) return readOnce(member);
    writing.add(member);
    await writeAndCheck(member).finally(() => writing.delete(member));
  });
  const mix = new Map(stats);
  const cachesAfter = await cacheLookups();
  const mixRequests = [...mix.values()].reduce((sum, entry) => sum + entry.latencies.length, 0);
  const printCpu = cpu.collect(mixRequests);
  const printStatements = await statements?.collect(mixRequests);
  const baselineAfter = await baselineRun('after');
  const baseline = (baselineBefore + baselineAfter) / 2;

  const rows = [...mix.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, entry]) => {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      return {
        kind,
        'req/s': Math.round(entry.latencies.length / options.seconds),
        'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
        'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
        errors: entry.errors,
        'error statuses': JSON.stringify(entry.statuses).replace(/[{}"]/g, ''),
      };
    });
  console.log(
    `\nthe mix: ${options.seconds} s, ${options.connections} connections, ${writeShare * 100}% writes`,
  );
  console.table(rows);
  for (const [cache, after] of Object.entries(cachesAfter)) {
    const hits = after.hit - (cachesBefore[cache]?.hit ?? 0);
    const misses = after.miss - (cachesBefore[cache]?.miss ?? 0);
    const rate = hits + misses > 0 ? `${((100 * hits) / (hits + misses)).toFixed(1)}%` : 'no lookups';
    console.log(`cache ${cache}: ${hits} hits, ${misses} misses, hit rate ${rate}`);
  }
  const total = rows.reduce((sum, row) => sum + row['req/s'], 0);
  const share = total / baseline;
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const worstRead = rows
    .filter((row) => !row.kind.startsWith('write'))
    .reduce((worst, row) => (row['p99 ms'] > worst['p99 ms'] ? row : worst), { kind: '-', 'p99 ms': 0 });
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `\nmix ${total} req/s; baseline ${Math.round(baseline)} req/s (before ${Math.round(baselineBefore)}, after ` +
      `${Math.round(baselineAfter)}): ${(share * 100).toFixed(0)}% of the baseline (target 40%: ${verdict(share >= 0.4)})`,
  );
  console.log(
    `worst read p99: ${worstRead['p99 ms']} ms (${worstRead.kind}) (target < 50: ${verdict(worstRead['p99 ms'] < 50)})`,
  );
  console.log(`errors: ${errors} (target 0: ${verdict(errors === 0)})`);
  const shareOf = (perSecond: number) => `${((100 * perSecond) / baseline).toFixed(0)}% of the baseline`;
  console.log(
    `ceilings: one statement per request (GET /api/health) ${Math.round(oneStatement.perSecond)} req/s, ` +
      `${shareOf(oneStatement.perSecond)}; a kept home page ` +
      `${Math.round(keptPage.perSecond)} req/s, ${shareOf(keptPage.perSecond)}; errors ` +
      `${oneStatement.errors + keptPage.errors}`,
  );
  printStatements?.();
  printCpu();
  console.log(
    `own writes read back: ${checks.done}, not visible: ${checks.misses} ${JSON.stringify(checks.missedBy)} ` +
      `(target 0: ${verdict(checks.misses === 0)})`,
  );
} finally {
  close();
  server.kill('SIGTERM');
}
