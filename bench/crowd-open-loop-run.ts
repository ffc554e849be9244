// The open-loop steps of bench/crowd.ts (issue #57): one rate, or the peak measured first and then 25, 50, 75, 90
// and 120% of it, each step printed with its goodput and, per kind, latencies from the due time and 503s, against
// the issue's targets (reads' p99 under 50 ms at 75%, under 250 ms at 90%; at 120% goodput at least 90% of the
// peak and refusals answered in under 50 ms).
import type { Timed } from './crowd-mix';
import { openLoopClient } from './crowd-open-loop';
import { watchProcessCpu } from './process-cpu';

type Options = {
  base: string;
  /** Requests a second, or 'sweep'. */
  rate: string;
  seconds: number;
  maxSockets: number;
  serverPid: number | undefined;
  oneRequest: (timed: Timed) => Promise<unknown>;
  /** The mix's goodput (2xx a second) in the closed loop. */
  measurePeak: () => Promise<number>;
};

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

export async function runOpenLoop(options: Options) {
  let peak: number | undefined;
  let steps: { share?: number; rate: number }[];
  if (options.rate === 'sweep') {
    peak = await options.measurePeak();
    console.log(`peak: ${Math.round(peak)} req/s served (2xx) by the closed loop in ${options.seconds} s`);
    steps = [0.25, 0.5, 0.75, 0.9, 1.2].map((share) => ({ share, rate: (peak as number) * share }));
  } else steps = [{ rate: Number(options.rate) }];

  for (const step of steps) {
    // Let the last step's queue drain first.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const client = openLoopClient(options.base, options.maxSockets);
    const cpu = watchProcessCpu(options.serverPid);
    const lag = await client.drive(step.rate, options.seconds, options.oneRequest);
    const rows = client.rows(options.seconds);
    const asked = rows.reduce(
      (sum, row) => sum + Math.round(row['served/s'] * options.seconds) + row['503s'] + row.errors,
      0,
    );
    const printCpu = cpu.collect(asked);
    client.close();
    const goodput = rows.reduce((sum, row) => sum + row['served/s'], 0);
    const label = step.share ? `${Math.round(step.share * 100)}% of the peak` : 'open loop';
    console.log(
      `\n${label}: ${Math.round(step.rate)} req/s asked for ${options.seconds} s; goodput ${goodput} req/s` +
        (peak ? ` (${Math.round((100 * goodput) / peak)}% of the peak)` : '') +
        `; this client sent late by ${lag.lagP99} ms at p99, ${lag.lagMax} ms at most`,
    );
    console.table(rows);
    printCpu();
    const reads = rows.filter((row) => !row.kind.startsWith('write'));
    const worst = reads.reduce(
      (a, row) => (row['p99 ms'] > a['p99 ms'] ? row : a),
      reads[0] ?? { kind: '-', 'p99 ms': 0 },
    );
    const refusedP99 = Math.max(0, ...rows.filter((row) => row['503s'] > 0).map((row) => row['503 p99 ms']));
    if (step.share === 0.75 || step.share === 0.9) {
      const limit = step.share === 0.75 ? 50 : 250;
      console.log(
        `worst read p99 ${worst['p99 ms']} ms (${worst.kind}) (target < ${limit}: ${verdict(worst['p99 ms'] < limit)})`,
      );
    }
    if (step.share === 1.2 && peak) {
      console.log(
        `goodput ${Math.round((100 * goodput) / peak)}% of the peak (target >= 90%: ${verdict(goodput >= 0.9 * peak)}); ` +
          `refusals' p99 ${refusedP99} ms (target < 50: ${verdict(refusedP99 < 50)})`,
      );
    }
  }
}
