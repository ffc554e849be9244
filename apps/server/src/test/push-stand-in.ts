import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A stand-in push service on loopback: records what it is sent and answers with `status`. `waitFor` wakes on each
 * arrival (no polling), so a test waits for the push it expects, never for a span of time.
 */
export async function startPushStandIn() {
  const wakers: (() => void)[] = [];
  const standIn = {
    received: [] as ReceivedPush[],
    status: 201,
    url: '',
    /** Waits for arrivals until `check` holds; false if it still does not after `ms`. */
    async waitFor(check: () => boolean, ms = 5000) {
      const until = Date.now() + ms;
      while (!check() && Date.now() < until) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, until - Date.now());
          wakers.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return check();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      standIn.received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(standIn.status).end();
      for (const wake of wakers.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
