// An open-loop client for bench/crowd.ts (issue #57): requests leave on a fixed schedule whatever the answers, and
// each latency runs from the moment the request was due, not from when it left. A client that waits for answers
// (a closed loop), or sends late while it is busy, hides the queue the server holds ("coordinated omission");
// wrk2 and k6's constant-arrival-rate executor measure the same way. Node's own client on a keep-alive agent.
import http from 'node:http';
import type { Answer } from './closed-loop';
import type { Timed } from './crowd-mix';
import { percentile } from './lib';

type Entry = { served: number[]; refused: number[]; errors: number };

const round = (ms: number) => Number(ms.toFixed(1));

export function openLoopClient(base: string, maxSockets: number) {
  // Every idle socket kept, as in closed-loop.ts: with Node's default of 256 the agent closed the rest whenever the
  // answers came faster for a moment, and the next requests waited on new connections.
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const origin = new URL(base).origin;
  const stats = new Map<string, Entry>();

  /** One request as a member; a failed connection or no answer in 30 s is status 0. */
  const send = (method: string, path: string, cookie: string, body?: unknown) =>
    new Promise<Answer>((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = {
        cookie,
        origin,
        ...(payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {}),
      };
      const request = http.request(
        `${base}${path}`,
        { method, agent, headers, timeout: 30_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', () => resolve({ status: 0, body: '' }));
        },
      );
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve({ status: 0, body: '' }));
      request.end(payload);
    });

  /** A `Timed` whose latencies run from `due` (performance.now() time the request was meant to leave). */
  const timedFrom =
    (due: number): Timed =>
    async (kind, method, path, cookie, body) => {
      const answer = await send(method, path, cookie, body);
      const entry = stats.get(kind) ?? { served: [], refused: [], errors: 0 };
      stats.set(kind, entry);
      const ms = performance.now() - due;
      if (answer.status >= 200 && answer.status < 300) entry.served.push(ms);
      else if (answer.status === 503) entry.refused.push(ms);
      else entry.errors++;
      return answer;
    };

  return {
    stats,
    /**
     * Starts `next` `rate` times a second for `seconds`, each on its due time whatever the answers, then waits for
     * the last answers. Returns how late this client itself sent (its p99 and worst, ms): when it is large the
     * machine starved the client, and the latencies include that.
     */
    async drive(rate: number, seconds: number, next: (timed: Timed) => Promise<unknown>) {
      const total = Math.floor(rate * seconds);
      const start = performance.now();
      const pending = new Set<Promise<unknown>>();
      const lags: number[] = [];
      let sent = 0;
      while (sent < total) {
        const now = performance.now();
        const dueNow = Math.min(total, Math.floor(((now - start) * rate) / 1000) + 1);
        for (; sent < dueNow; sent++) {
          const due = start + (sent * 1000) / rate;
          lags.push(now - due);
          const request = next(timedFrom(due)).catch(() => {});
          pending.add(request);
          void request.finally(() => pending.delete(request));
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await Promise.all(pending);
      lags.sort((a, b) => a - b);
      return { lagP99: round(percentile(lags, 0.99)), lagMax: round(lags.at(-1) ?? 0) };
    },
    /** Per kind: served per second, p50/p99/max of the served, refusals (503) with their p99/max, other errors. */
    rows(seconds: number) {
      return [...stats.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, entry]) => {
          const served = [...entry.served].sort((a, b) => a - b);
          const refused = [...entry.refused].sort((a, b) => a - b);
          return {
            kind,
            'served/s': Math.round(served.length / seconds),
            'p50 ms': round(percentile(served, 0.5)),
            'p99 ms': round(percentile(served, 0.99)),
            'max ms': round(served.at(-1) ?? 0),
            '503s': refused.length,
            '503 p99 ms': round(percentile(refused, 0.99)),
            '503 max ms': round(refused.at(-1) ?? 0),
            errors: entry.errors,
          };
        });
    },
    close: () => agent.destroy(),
  };
}
