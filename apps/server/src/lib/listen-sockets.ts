import type { Server } from 'node:http';
import net from 'node:net';

/**
 * Listening on several sockets of one port (issue #57, decision 0107). libuv (since 1.45) accepts one connection per
 * listening socket per turn of the event loop. Under load a turn takes milliseconds, so a surge's new connections
 * (a proxy's new upstream connections, too) got in at a few hundred a second and waited seconds in the kernel's
 * accept queue, before admission or any log saw them. With K sockets sharing the port (SO_REUSEPORT: the kernel
 * spreads new connections over them) each turn accepts up to K. Node has `reusePort` from 22.12 (and 23.1), on
 * Linux; elsewhere the server listens on one socket, as before.
 */
export function reusePortSupported(nodeVersion = process.versions.node, platform = process.platform) {
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  return platform === 'linux' && (major > 22 || (major === 22 && minor >= 12));
}

/** The sockets to listen on: LISTEN_SOCKETS where the platform can share a port, else one. */
export function listenSocketCount(configured: number | undefined, supported = reusePortSupported()) {
  if (!supported) return 1;
  return configured ?? 16;
}

/**
 * A listening socket that hands each connection it accepts to `server`, made as http.Server makes its own: half-open
 * allowed (an answer still goes out after the client's FIN), no Nagle delay.
 */
export const acceptorFor = (server: Server) =>
  net.createServer({ allowHalfOpen: true, noDelay: true }, (connection) =>
    server.emit('connection', connection),
  );

type ListenOptions = { port: number; host?: string; backlog: number; sockets: number };
/** Node 22.12's `reusePort`, which @types/node 20 does not know (Node 20 ignores it). */
type SharedListenOptions = net.ListenOptions & { reusePort?: boolean };

const listening = (server: net.Server, options: SharedListenOptions) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Makes `server` listen on `port` with `sockets` sockets: the server's own, and `sockets - 1` more that hand each
 * connection to it (so its connection tracking, timeouts and closeAllConnections cover every one). Refuses a port
 * another process holds, as a single socket would: with SO_REUSEPORT alone a second server of the same user would
 * share the port instead of failing. Resolves with `close()`, which stops every socket from accepting.
 */
export async function listenOnSockets(server: Server, { port, host, backlog, sockets }: ListenOptions) {
  const reusePort = sockets > 1;
  if (reusePort && port !== 0) {
    // A plain socket on the port fails if anyone holds it (with or without SO_REUSEPORT); then let go of it.
    const probe = net.createServer();
    await listening(probe, { port, host, exclusive: true });
    await new Promise((resolve) => probe.close(resolve));
  }
  await listening(server, { port, host, backlog, reusePort });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const extra: net.Server[] = [];
  for (let index = 1; index < sockets; index++) {
    const socket = acceptorFor(server);
    await listening(socket, { port: boundPort, host, backlog, reusePort });
    extra.push(socket);
  }
  return {
    port: boundPort,
    close: () => {
      for (const socket of extra) socket.close();
      server.close();
    },
  };
}
