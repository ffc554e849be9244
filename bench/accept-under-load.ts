// How fast a busy Node process accepts new connections (issue #57). Since libuv 1.45 (libuv/libuv#3696; Node 20
// ships 1.46) a listening socket accepts one connection per turn of the event loop, not all that are waiting. A
// server whose loop turns every few milliseconds under load therefore takes a surge of new connections in at a few
// hundred a second; the rest wait in the kernel's accept queue, before admission control or any log sees them.
// This measures that on a bare Node server whose every loop turn spends --turn-ms of CPU, so a Node upgrade that
// changes it shows here. --listeners K: K listening sockets on the one port (SO_REUSEPORT, Node 22.12+ on Linux;
// the kernel spreads new connections over them), so each loop turn accepts up to K.
//   node --import tsx bench/accept-under-load.ts [--connections 500] [--turn-ms 0,1,4] [--listeners 1]
import { fork } from 'node:child_process';
import net from 'node:net';
import { parseArgs } from 'node:util';

const port = 3398;

if (process.argv[2] === '--serve') {
  const turnMs = Number(process.argv[3]);
  const listeners = Number(process.argv[4]);
  let turns = 0;
  let listening = 0;
  for (let k = 0; k < listeners; k++) {
    const server = net.createServer((socket) => socket.once('data', () => socket.end('ok')));
    server.listen({ port, host: '127.0.0.1', backlog: 4096, reusePort: listeners > 1 }, () => {
      if (++listening === listeners) process.send?.('ready');
    });
  }
  // Each turn of the loop spends turnMs of CPU (a server under load), then yields to the next turn.
  const busy = () => {
    const until = performance.now() + turnMs;
    while (performance.now() < until);
    turns++;
    setImmediate(busy);
  };
  if (turnMs > 0) setImmediate(busy);
  process.on('message', () => process.send?.(turns));
} else {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '500' },
      'turn-ms': { type: 'string', default: '0,1,4' },
      listeners: { type: 'string', default: '1' },
    },
  });
  const count = Number(values.connections);
  for (const turnMs of values['turn-ms'].split(',').map(Number)) {
    const server = fork(new URL(import.meta.url).pathname, ['--serve', String(turnMs), values.listeners], {
      execArgv: ['--import', 'tsx'],
    });
    await new Promise((resolve) => server.once('message', resolve));
    const turnsBefore = await new Promise<number>((resolve) => {
      server.once('message', (turns) => resolve(Number(turns)));
      server.send('turns');
    });
    const started = performance.now();
    // Every connection at once, each asking once; its time is when the answer came.
    const answered = await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<number>((resolve, reject) => {
            const socket = net.connect(port, '127.0.0.1', () => socket.write('?'));
            socket.once('data', () => {
              resolve(performance.now() - started);
              socket.destroy();
            });
            socket.once('error', reject);
          }),
      ),
    );
    const turns = await new Promise<number>((resolve) => {
      server.once('message', (value) => resolve(Number(value) - turnsBefore));
      server.send('turns');
    });
    server.kill();
    answered.sort((a, b) => a - b);
    const last = answered.at(-1) ?? 0;
    console.log(
      `${count} new connections, ${turnMs} ms of CPU per loop turn, ${values.listeners} listening socket(s): all answered in ${last.toFixed(0)} ms ` +
        `(p50 ${(answered[Math.floor(count / 2)] ?? 0).toFixed(0)} ms), ${Math.round((count * 1000) / last)} ` +
        `connections a second; ${turnMs > 0 ? `the server's loop turned ${turns} times meanwhile` : 'the server idle'}`,
    );
  }
}
