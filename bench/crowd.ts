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
// Open loop (issue #57): --rate R sends R requests a second whatever the answers (crowd-open-loop.ts; no read-backs,
// no baseline); --rate sweep measures the peak first (this closed loop, --connections) and then runs at 25, 50, 75,
// 90 and 120% of it. Each step prints per kind served/s, p50/p99/max from the due time, 503s and goodput.
// --through-nginx: the members' requests go through Debian's nginx with the reference configuration
// (deploy/nginx/circles.conf, as scripts/lb-run.ts runs it; one worker) on --port + 1, as in production; /metrics
// is still read from the server itself.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startNginx } from '../scripts/lb-run/nginx';
import { closedLoopClient } from './closed-loop';
import { allReadKinds, createMix, driveMix, pick, signInMembers } from './crowd-mix';
import { runOpenLoop } from './crowd-open-loop-run';
import { baseUrl, loadScriptArgs, percentile, startServer, waitForHealth } from './lib';
import { watchProcessCpu } from './process-cpu';
import { statementShares } from './statement-shares';

const { target, options, base, extras } = loadScriptArgs(3320, {
  members: '1000',
  'baseline-seconds': '15',
  'write-share': '0.05',
  reads: 'home feed,circle feed,post page,notifications,search',
  rate: '',
  'max-sockets': '2000',
  'through-nginx': 'off',
});
const memberCount = Number(extras.members);
const writeShare = Number(extras['write-share']);

const throughNginx = extras['through-nginx'] !== 'off';
const nginxPort = target.port + 1;
/** Where the members' requests go: the server, or nginx in front of it. */
const memberBase = throughNginx ? baseUrl({ port: nginxPort }) : base;
// Behind nginx the app's own address is nginx's (origin checks, cookies), and it trusts the proxy's headers.
if (throughNginx) target.env = { ...target.env, TRUST_PROXY: 'true', PUBLIC_URL: memberBase };

const { stats, timed, drive, close } = closedLoopClient(memberBase, options.connections);
/**
 * The server's event-loop delay since the last scrape (prom-client's default metrics, which reset it on each
 * scrape), in ms: a request that waits while the thread is busy waits before any of its own code runs, where
 * neither admission nor the request log sees it (issue #57).
 */
async function serverLoopDelay() {
  const text = await (await fetch(`${base}/metrics`)).text();
  const read = (name: string) =>
    Number(new RegExp(`^${name} ([\\d.e+-]+)`, 'm').exec(text)?.[1] ?? Number.NaN) * 1000;
  return { p99: read('nodejs_eventloop_lag_p99_seconds'), max: read('nodejs_eventloop_lag_max_seconds') };
}

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

const server = startServer(target);
let nginx: ChildProcess | undefined;
try {
  const health = await waitForHealth(base);
  if (throughNginx) {
    // Room for every connection of both clients (the closed loop's and the open loop's) and its upstream one.
    nginx = startNginx(mkdtempSync(path.join(os.tmpdir(), 'crowd-nginx-')), nginxPort, [target.port], {
      workerConnections: 2 * (Number(extras['max-sockets']) + options.connections),
    });
    await waitForHealth(memberBase);
    console.log(`through nginx on ${memberBase}`);
  }
  const signInStarted = performance.now();
  const { members, withPosts, proposalIds } = await signInMembers(memberBase, memberCount);
  const chosen = extras.reads.split(',').map((kind) => kind.trim());
  const readKinds = allReadKinds.filter((kind) => chosen.includes(kind));
  if (readKinds.length === 0) throw new Error(`--reads names none of: ${allReadKinds.join(', ')}`);
  const mix = createMix(readKinds, proposalIds);
  console.log(
    `${health.database}: ${members.length} members signed in (${withPosts.length} with circles and posts) in ` +
      `${((performance.now() - signInStarted) / 1000).toFixed(0)} s; ${options.connections} connections`,
  );

  if (extras.rate) {
    // The open loop replaces the closed loop's baseline, ceilings and mix; the server stops in `finally`.
    const oneRequest = (send: typeof timed) =>
      Math.random() < writeShare ? mix.writeOnce(send, pick(withPosts)) : mix.readOnce(send, pick(withPosts));
    await runOpenLoop({
      base: memberBase,
      rate: extras.rate,
      seconds: options.seconds,
      maxSockets: Number(extras['max-sockets']),
      serverPid: server.pid,
      oneRequest,
      measurePeak: async () => {
        stats.clear();
        await drive(options.seconds, () => oneRequest(timed));
        const served = [...stats.values()].reduce((sum, e) => sum + e.latencies.length - e.errors, 0);
        return served / options.seconds;
      },
    });
  } else {
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
    const cachesBefore = await cacheLookups();
    const statements = await statementShares(target.databaseUrl);
    const cpu = watchProcessCpu(server.pid);
    await serverLoopDelay(); // resets the server's histogram: what follows is the mix's
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    stats.clear();
    const checks = await driveMix({ drive, timed }, mix, withPosts, writeShare, options.seconds);
    const byKind = new Map(stats);
    clientLoop.disable();
    const serverLoop = await serverLoopDelay();
    // BENCH_METRICS_FILE keeps the server's Prometheus text as the mix left it (admission waits, answer times).
    if (process.env.BENCH_METRICS_FILE)
      writeFileSync(process.env.BENCH_METRICS_FILE, await (await fetch(`${base}/metrics`)).text());
    const cachesAfter = await cacheLookups();
    const mixRequests = [...byKind.values()].reduce((sum, entry) => sum + entry.latencies.length, 0);
    const printCpu = cpu.collect(mixRequests);
    const printStatements = await statements?.collect(mixRequests);
    const baselineAfter = await baselineRun('after');
    const baseline = (baselineBefore + baselineAfter) / 2;

    const rows = [...byKind.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, entry]) => {
        const sorted = [...entry.latencies].sort((a, b) => a - b);
        const served = [...entry.served].sort((a, b) => a - b);
        const refused = [...entry.refused].sort((a, b) => a - b);
        return {
          kind,
          'req/s': Math.round(entry.latencies.length / options.seconds),
          'p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
          'p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
          // The 2xx answers alone, and the 503s (held back in a retry storm: decision 0097).
          'served p99': Number(percentile(served, 0.99).toFixed(1)),
          'served max': Number((served.at(-1) ?? 0).toFixed(1)),
          '503 p99': Number(percentile(refused, 0.99).toFixed(1)),
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
    const goodput =
      [...byKind.values()].reduce((sum, e) => sum + e.latencies.length - e.errors, 0) / options.seconds;
    console.log(
      `errors: ${errors} (target 0: ${verdict(errors === 0)}); goodput ${Math.round(goodput)} req/s (2xx)`,
    );
    const shareOf = (perSecond: number) => `${((100 * perSecond) / baseline).toFixed(0)}% of the baseline`;
    console.log(
      `ceilings: one statement per request (GET /api/health) ${Math.round(oneStatement.perSecond)} req/s, ` +
        `${shareOf(oneStatement.perSecond)}; a kept home page ` +
        `${Math.round(keptPage.perSecond)} req/s, ${shareOf(keptPage.perSecond)}; errors ` +
        `${oneStatement.errors + keptPage.errors}`,
    );
    printStatements?.();
    printCpu();
    const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(0);
    console.log(
      `event-loop delay during the mix: server p99 ${serverLoop.p99.toFixed(0)} ms, max ${serverLoop.max.toFixed(0)} ms; ` +
        `this client p99 ${ms(clientLoop.percentile(99))} ms, max ${ms(clientLoop.max)} ms (a wait no request log sees)`,
    );
    console.log(
      `own writes read back: ${checks.done}, not visible: ${checks.misses} ${JSON.stringify(checks.missedBy)} ` +
        `(target 0: ${verdict(checks.misses === 0)})`,
    );
  }
} finally {
  close();
  nginx?.kill('SIGTERM');
  server.kill('SIGTERM');
}
