// Goodput under overload in one run (issue #57): the closed-loop mix of bench/crowd.ts at each number of
// connections in turn, on one server with the same members, so the peak and the overloaded steps are measured in
// the same run. A client that is refused asks again at once, as reloads and naive retries do. Each step first runs
// the mix unmeasured for --warmup-seconds on its own connections (caches, compiled code and connections as a
// running server has them; 0 measures a cold start), then measures it for --seconds.
//   node --import tsx bench/crowd-goodput.ts --database-url URL [--members 300] [--series 50,300,1000]
//     [--seconds 15] [--warmup-seconds 3] [--budget-ms 1500]
// Prints per step: requests sent and served (2xx) a second, 503s, the served answers' p99 and maximum and how many
// took longer than the budget (DB_QUEUE_WAIT_MS + DB_QUEUE_BURST_MS, 1.5 s by default), read-backs not visible, and
// the CPU per request; then each step's goodput as a share of the run's peak (target: at least 90% at 300 and at
// 1,000 connections).
import { closedLoopClient } from './closed-loop';
import { allReadKinds, createMix, driveMix, signInMembers } from './crowd-mix';
import { loadScriptArgs, percentile, startServer, waitForHealth } from './lib';
import { watchProcessCpu } from './process-cpu';

const { target, options, base, extras } = loadScriptArgs(3322, {
  members: '300',
  series: '50,300,1000',
  'warmup-seconds': '3',
  'budget-ms': '1500',
  'write-share': '0.05',
});
const series = extras.series.split(',').map(Number);
const warmupSeconds = Number(extras['warmup-seconds']);
const budgetMs = Number(extras['budget-ms']);
const writeShare = Number(extras['write-share']);
const server = startServer(target);
try {
  const health = await waitForHealth(base);
  const { withPosts, proposalIds } = await signInMembers(base, Number(extras.members));
  const mix = createMix(allReadKinds, proposalIds);
  console.log(
    `${health.database}: ${withPosts.length} members with circles and posts; ${writeShare * 100}% writes; ` +
      `${warmupSeconds} s unmeasured, then ${options.seconds} s measured at each step`,
  );

  const results: { connections: number; goodput: number }[] = [];
  for (const connections of series) {
    const client = closedLoopClient(base, connections);
    if (warmupSeconds > 0) await driveMix(client, mix, withPosts, writeShare, warmupSeconds);
    client.stats.clear();
    const cpu = watchProcessCpu(server.pid);
    const checks = await driveMix(client, mix, withPosts, writeShare, options.seconds);
    const entries = [...client.stats.values()];
    const sent = entries.reduce((sum, entry) => sum + entry.latencies.length, 0);
    const served = entries.flatMap((entry) => entry.served).sort((a, b) => a - b);
    const refused = entries.reduce((sum, entry) => sum + entry.refused.length, 0);
    const failed = entries.reduce((sum, entry) => sum + entry.errors, 0) - refused;
    const printCpu = cpu.collect(sent);
    client.close();
    const goodput = served.length / options.seconds;
    results.push({ connections, goodput });
    console.log(
      `\n${connections} connections: sent ${Math.round(sent / options.seconds)} req/s, goodput ${Math.round(goodput)} ` +
        `req/s (2xx), 503s ${refused}, other errors ${failed}; served p99 ${percentile(served, 0.99).toFixed(0)} ms, ` +
        `max ${(served.at(-1) ?? 0).toFixed(0)} ms, ${served.filter((ms) => ms > budgetMs).length} over ${budgetMs} ms; ` +
        `read-backs ${checks.done}, not visible ${checks.misses} ${JSON.stringify(checks.missedBy)}`,
    );
    printCpu();
    // Let this step's connections close before the next one opens its own.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  const peak = Math.max(...results.map((result) => result.goodput));
  console.log(`\npeak goodput ${Math.round(peak)} req/s`);
  for (const { connections, goodput } of results) {
    const share = goodput / peak;
    const target = connections >= 300 ? ` (target >= 90%: ${share >= 0.9 ? 'met' : 'MISSED'})` : '';
    console.log(`${connections} connections: ${(share * 100).toFixed(0)}% of the peak${target}`);
  }
} finally {
  server.kill('SIGTERM');
}
