// A closed-loop HTTP client for the load scripts that mix request kinds (bench/crowd.ts): each of `connections`
// loops sends its next request when its last one is answered, and every answer's latency is kept by kind.
// Node's own client on a keep-alive agent: no dependency, and cheap per request.
import http from 'node:http';

export type Answer = { status: number; body: string };

export function closedLoopClient(base: string, connections: number) {
  // Every socket kept when idle (the agent keeps 256 by default): between two steps all of them are idle at once,
  // and the rest were closed, so the next step began with ~750 new connections at once, whose first requests
  // waited up to 2 s for the server to read them (issue #57), a start no other step had.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const origin = new URL(base).origin;
  const stats = new Map<
    string,
    {
      latencies: number[];
      served: number[];
      refused: number[];
      errors: number;
      statuses: Record<number, number>;
    }
  >();

  /** One request as a member (their Cookie header); a failed connection answers status 0. */
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
      const request = http.request(`${base}${path}`, { method, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', () => resolve({ status: 0, body: '' }));
      });
      request.on('error', () => resolve({ status: 0, body: '' }));
      request.end(payload);
    });

  return {
    /**
     * Latencies (ms) of every answer, of the 2xx ones (`served`) and of the 503s (`refused`), and errors (no 2xx
     * answer; by status, 0 for no answer) by kind, since the last `stats.clear()`.
     */
    stats,
    /** Sends a request and keeps its latency under `kind`. */
    async timed(kind: string, method: string, path: string, cookie: string, body?: unknown) {
      const started = performance.now();
      const answer = await send(method, path, cookie, body);
      const entry = stats.get(kind) ?? { latencies: [], served: [], refused: [], errors: 0, statuses: {} };
      stats.set(kind, entry);
      const latency = performance.now() - started;
      entry.latencies.push(latency);
      if (answer.status >= 200 && answer.status < 300) entry.served.push(latency);
      if (answer.status === 503) entry.refused.push(latency);
      if (answer.status < 200 || answer.status >= 300) {
        entry.errors++;
        entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
      }
      return answer;
    },
    parse<T>(answer: Answer): T | undefined {
      try {
        return JSON.parse(answer.body) as T;
      } catch {
        return undefined;
      }
    },
    /** Runs `next` in `connections` loops for `seconds`. */
    async drive(seconds: number, next: () => Promise<unknown>) {
      const until = performance.now() + seconds * 1000;
      const loop = async () => {
        while (performance.now() < until) await next();
      };
      await Promise.all(Array.from({ length: connections }, loop));
    },
    close: () => agent.destroy(),
  };
}
