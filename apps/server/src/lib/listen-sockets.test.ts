import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptorFor, listenOnSockets, listenSocketCount, reusePortSupported } from './listen-sockets';

const opened: { close: () => void }[] = [];
afterEach(() => {
  for (const item of opened.splice(0)) item.close();
});

/** An http.Server that answers each request with the port of the socket it came in on. */
function portEchoServer() {
  const server = http.createServer((request, response) => response.end(String(request.socket.localPort)));
  opened.push({ close: () => server.closeAllConnections() });
  return server;
}

const get = (port: number, agent?: http.Agent) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

describe('listening sockets (decision 0107)', () => {
  it('shares a port only on Linux with Node 22.12+ or 23.1+', () => {
    expect(reusePortSupported('20.20.2', 'linux')).toBe(false);
    expect(reusePortSupported('22.11.0', 'linux')).toBe(false);
    expect(reusePortSupported('22.12.0', 'linux')).toBe(true);
    expect(reusePortSupported('23.1.0', 'linux')).toBe(true);
    expect(reusePortSupported('24.3.0', 'darwin')).toBe(false);
    expect(listenSocketCount(8, false)).toBe(1);
    expect(listenSocketCount(undefined, false)).toBe(1);
    expect(listenSocketCount(undefined, true)).toBe(16);
    expect(listenSocketCount(4, true)).toBe(4);
  });

  it("hands an acceptor's connections to the server, whose tracking closes them", async () => {
    const server = portEchoServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const acceptor = acceptorFor(server);
    opened.push(acceptor, server);
    await new Promise<void>((resolve) => acceptor.listen(0, '127.0.0.1', resolve));
    const acceptorPort = (acceptor.address() as AddressInfo).port;

    const agent = new http.Agent({ keepAlive: true });
    opened.push({ close: () => agent.destroy() });
    expect(await get(acceptorPort, agent)).toBe(String(acceptorPort));
    // The kept-alive connection came in through the acceptor; the server's closeAllConnections (the shutdown's
    // last step) must still reach it.
    const [socket] = Object.values(agent.freeSockets).flat();
    expect(socket).toBeDefined();
    const closed = new Promise((resolve) => socket?.once('close', resolve));
    server.closeAllConnections();
    await closed;
  });

  it('refuses a port another server holds', async () => {
    const holder = net.createServer();
    opened.push(holder);
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    const sockets = reusePortSupported() ? 4 : 1;
    await expect(
      listenOnSockets(portEchoServer(), { port, host: '127.0.0.1', backlog: 511, sockets }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it.skipIf(!reusePortSupported())(
    'serves on every socket of the port, and a second server with shared sockets cannot join it',
    async () => {
      const server = portEchoServer();
      const listening = await listenOnSockets(server, {
        port: 0,
        host: '127.0.0.1',
        backlog: 511,
        sockets: 4,
      });
      opened.push(listening);
      // Each new connection lands on one of the four sockets; all are answered by the one server.
      const answers = await Promise.all(Array.from({ length: 40 }, () => get(listening.port)));
      expect(new Set(answers)).toEqual(new Set([String(listening.port)]));

      await expect(
        listenOnSockets(portEchoServer(), {
          port: listening.port,
          host: '127.0.0.1',
          backlog: 511,
          sockets: 4,
        }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });

      listening.close();
      await expect(get(listening.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    },
  );
});
