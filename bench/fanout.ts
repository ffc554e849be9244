// Announcement fan-out (issue #36): announcements per second delivered to every listening "process" at 1, 10 and
// 50 listeners, on each transport of the announcement bus as built (apps/server/src/realtime): PostgreSQL NOTIFY
// with one LISTEN connection per process, and Redis pub/sub behind the one relay that LISTENs for them all.
// Writers announce as the app does: `select pg_notify(...)` on their own connections, several at once.
//   node --import tsx bench/fanout.ts [--database-url postgres://postgres@127.0.0.1:5432/test]
//     [--redis-url redis://127.0.0.1:6379] [--announcements 3000] [--writers 8] [--listeners 1,10,50]
// Each listener is a whole bus (what one server process holds). Nothing is written to tables.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createClient } from 'redis';
import type { DatabaseHandle } from '../apps/server/src/db/pool';
import { createLogger } from '../apps/server/src/lib/logger';
import type { AnnouncementBus } from '../apps/server/src/realtime/announcement-bus';
import { createAnnouncementBus } from '../apps/server/src/realtime/create-announcement-bus';
import { listenerApplicationName } from '../apps/server/src/realtime/pg-listen-connection';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    announcements: { type: 'string', default: '3000' },
    writers: { type: 'string', default: '8' },
    // Announcements per commit: 1 is one notifying write each; more is a write that notifies many at once.
    'per-commit': { type: 'string', default: '1' },
    listeners: { type: 'string', default: '1,10,50' },
  },
});
const databaseUrl = values['database-url'] as string;
const redisUrl = values['redis-url'] as string;
const total = Number(values.announcements);
const writerCount = Number(values.writers);
const perCommit = Number(values['per-commit']);
const logger = createLogger('silent');
const channel = `bench_fanout_${randomUUID().slice(0, 8)}`;

type Transport = 'notify' | 'redis';

async function startBuses(transport: Transport, count: number, prefix: string) {
  const buses: AnnouncementBus[] = [];
  const received: number[] = [];
  for (let i = 0; i < count; i++) {
    const bus = createAnnouncementBus({
      config: {
        DATABASE_URL: databaseUrl,
        DATABASE_LISTEN_URL: undefined,
        REDIS_URL: transport === 'redis' ? redisUrl : undefined,
        REDIS_CHANNEL_PREFIX: prefix,
      },
      database: { url: databaseUrl } as DatabaseHandle,
      logger,
    });
    received.push(0);
    bus.on(channel, () => {
      received[i] = (received[i] ?? 0) + 1;
    });
    await bus.start();
    buses.push(bus);
  }
  return { buses, received };
}

/**
 * CPU time (ms) used so far by every process of that name on this machine (PostgreSQL's backends, redis-server):
 * what the fan-out costs the database and the broker. Other work on the machine counts too: run it quiet.
 */
function cpuMsOf(name: string) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!command.startsWith(name)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, and those of its children that ended (the postmaster's: backends gone meanwhile).
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // 100 ticks a second on Linux
}

/** Only INFO is used: connected clients. */
type Redis = { sendCommand: (args: string[]) => Promise<unknown> };

async function countConnections(pool: pg.Pool, redis: Redis) {
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where application_name = $1',
    [listenerApplicationName],
  );
  const info = String(await redis.sendCommand(['INFO', 'clients']));
  const clients = Number(/connected_clients:(\d+)/.exec(info)?.[1] ?? 0);
  return { pgListeners: rows[0]?.n ?? 0, redisClients: clients };
}

async function run(transport: Transport, listeners: number, pool: pg.Pool, redis: Redis) {
  // Connections of the previous run close asynchronously on the server's side.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await countConnections(pool, redis);
  const { buses, received } = await startBuses(transport, listeners, `bench:${randomUUID()}:`);
  // The relay's own "started" word reaches the subscribers; let it land before counting.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during = await countConnections(pool, redis);
  const writers = await Promise.all(
    Array.from({ length: writerCount }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const started = performance.now();
  const cpuBefore = { postgres: cpuMsOf('postgres'), redis: cpuMsOf('redis-server') };
  let next = 0;
  await Promise.all(
    writers.map(async (client) => {
      while (next < total) {
        const first = next;
        next = Math.min(total, next + perCommit);
        // Distinct payloads: PostgreSQL folds identical notifications of one transaction into one.
        await client.query('select pg_notify($1, n::text) from generate_series($2::int, $3::int) as n', [
          channel,
          first,
          next - 1,
        ]);
      }
    }),
  );
  const sentMs = performance.now() - started;
  const deadline = Date.now() + 120_000;
  while (received.some((n) => n < total) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const deliveredMs = performance.now() - started;
  const perThousand = (ms: number) => Math.round((ms / total) * 1000);
  const cpu = {
    postgres: perThousand(cpuMsOf('postgres') - cpuBefore.postgres),
    redis: perThousand(cpuMsOf('redis-server') - cpuBefore.redis),
  };
  const delivered = received.reduce((sum, n) => sum + n, 0);
  for (const client of writers) await client.end();
  for (const bus of buses) await bus.close();
  return {
    transport: transport === 'notify' ? 'PostgreSQL NOTIFY' : 'Redis (relay)',
    listeners,
    'announcements/s': Math.round(total / (deliveredMs / 1000)),
    'deliveries/s': Math.round(delivered / (deliveredMs / 1000)),
    'sent in ms': Math.round(sentMs),
    lost: total * listeners - delivered,
    'PG CPU ms/1000': cpu.postgres,
    'Redis CPU ms/1000': cpu.redis,
    'PG LISTEN conns': during.pgListeners - before.pgListeners,
    'Redis conns': during.redisClients - before.redisClients,
  };
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const redis = createClient({ url: redisUrl });
await redis.connect();
const rows = [];
for (const listeners of String(values.listeners).split(',').map(Number)) {
  for (const transport of ['notify', 'redis'] as const) {
    const row = await run(transport, listeners, pool, redis);
    console.log(JSON.stringify(row));
    rows.push(row);
  }
}
console.log(
  `\n${total} announcements from ${writerCount} writers, per transport and number of listening processes:`,
);
console.table(rows);
await redis.close();
await pool.end();
