import { Client } from './http';
import type { Tally } from './matrix';
import { startServer } from './server';

/**
 * Posts in a loop (two writers) on PGlite, kill -9 the server mid-loop, start it again on the same data directory:
 * it must start cleanly (stale lock and postmaster.pid) and every post the server acknowledged must be there.
 */
export async function runKillDuringWrites(opts: {
  dataDir: string;
  port: number;
  cookie: string;
  tally: Tally;
  seconds: number;
}) {
  const { tally } = opts;
  const first = await startServer(opts.dataDir, opts.port);
  const writer = new Client(first.base, 'writer', false);
  writer.cookie = opts.cookie;
  const acknowledged: string[] = [];
  let stop = false;
  const loop = async (id: number) => {
    for (let n = 0; !stop; n++) {
      const answer = await writer.json('POST', '/api/posts', {
        circleId: 'world',
        content: `durable ${id}-${n}`,
      });
      if (answer.status === 201) acknowledged.push((answer.json as { id: string }).id);
      else if (answer.status !== 0) {
        tally.failed++;
        tally.failures.push(`durability: a write answered ${answer.status} before the kill`);
        return;
      }
    }
  };
  const loops = [loop(1), loop(2)];
  // Mid-loop means after some acknowledged writes: a loaded machine may take seconds over the first ones.
  const started = Date.now();
  while (
    Date.now() - started < opts.seconds * 1000 ||
    (acknowledged.length < 4 && Date.now() - started < 60_000)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await first.kill9();
  stop = true;
  await Promise.all(loops);

  let restarted: Awaited<ReturnType<typeof startServer>>;
  try {
    restarted = await startServer(opts.dataDir, opts.port);
    tally.passed++;
  } catch (error) {
    tally.failed++;
    tally.failures.push(`durability: no clean restart after kill -9: ${(error as Error).message}`);
    return { acknowledged: acknowledged.length, lost: acknowledged.length };
  }
  const reader = new Client(restarted.base, 'reader');
  reader.cookie = opts.cookie;
  let lost = 0;
  for (const id of acknowledged) {
    const answer = await reader.send('GET', `/api/feed/circles/world/posts/${id}`);
    if (answer.status !== 200) lost++;
  }
  if (lost === 0 && acknowledged.length > 0) tally.passed++;
  else {
    tally.failed++;
    tally.failures.push(`durability: ${lost} of ${acknowledged.length} acknowledged writes lost`);
  }
  await restarted.stop();
  return { acknowledged: acknowledged.length, lost };
}
