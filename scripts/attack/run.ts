// `npm run test:attack`: the built app attacked over HTTP on a fresh PGlite data directory. Access matrix over every
// route (anonymous, outsider, pending invitee, member, author against a private circle), cross-origin writes,
// 10,000+ malformed requests (0 5xx; rows unchanged by those refused), issue 37's holes (holes.ts, erasure.ts), and
// kill -9 during writes (0 lost).
// Prints its figures last, then `attack: N passed, N failed`; exits 1 on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runKillDuringWrites } from './durability';
import { checkErasure, makeErasureDue, prepareErasure } from './erasure';
import { buildMutations, runMutations } from './fuzz';
import { runIssue37Holes } from './holes';
import { runIssue57Holes } from './holes-57';
import { stats } from './http';
import { runAccessMatrix, runCrossOrigin, type Tally } from './matrix';
import { buildScene } from './scene';
import {
  buildIfNeeded,
  countRows,
  type RunningServer,
  serverErrors,
  serverLogFile,
  startServer,
} from './server';

const port = Number(process.env.ATTACK_PORT ?? 3290);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-attack-'));
fs.rmSync(serverLogFile, { force: true });
const tally: Tally = { passed: 0, failed: 0, leaks: 0, failures: [] };
const figures = { requests: 0, fuzzed: 0, lost: 0, acknowledged: 0 };
let server: RunningServer | undefined;
const started = Date.now();
const step = (label: string) =>
  console.log(`attack: ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

try {
  buildIfNeeded();
  step('starting the built app on a fresh PGlite data directory');
  server = await startServer(dataDir, port);
  const scene = await buildScene(server.base);
  await server.stop();
  const before = await countRows(dataDir);
  server = await startServer(dataDir, port);

  step('access matrix and cross-origin writes');
  await runAccessMatrix(scene, tally);
  await runCrossOrigin(scene, tally);

  const mutations = buildMutations(scene, 10_000);
  figures.fuzzed = mutations.length;
  const mustRefuse = mutations.filter((m) => m.mustRefuse);
  step(`fuzzing: ${mustRefuse.length} malformed-for-certain requests`);
  await runMutations(mustRefuse, scene, tally);
  await server.stop();
  server = undefined;
  const after = await countRows(dataDir);
  const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
  if (changed.length === 0) tally.passed++;
  else {
    tally.failed++;
    tally.failures.push(
      `rows changed by refused requests: ${changed.map((t) => `${t} ${before[t]} → ${after[t]}`).join(', ')}`,
    );
  }

  server = await startServer(dataDir, port);
  const rest = mutations.filter((m) => !m.mustRefuse);
  step(`fuzzing: ${rest.length} more odd requests`);
  await runMutations(rest, scene, tally);
  // The members' sessions still work after all that.
  const me = await scene.clients.member.send('GET', '/api/me');
  if (me.status === 200) tally.passed++;
  else {
    tally.failed++;
    tally.failures.push(`after fuzzing the member's session answers ${me.status}`);
  }

  step(
    "issue 37's holes: review rules, first arcade score, two 500s, streams and push after sign-out, erasure",
  );
  const { pushUserId } = await runIssue37Holes(server.base, tally);
  step(
    "issue 57's findings: the dev outbox behind a proxy, unknown paths, a message's photo on a listing, controls",
  );
  await runIssue57Holes(server.base, tally);
  const erasure = await prepareErasure(server.base, tally);
  await server.stop();
  server = undefined;
  await makeErasureDue(dataDir, erasure.leavingId, pushUserId, tally);
  server = await startServer(dataDir, port);
  await checkErasure(erasure, scene.clients.author, tally);
  await server.stop();
  server = undefined;

  step('kill -9 during a write loop');
  const durability = await runKillDuringWrites({
    dataDir,
    port,
    cookie: scene.clients.member.cookie,
    tally,
    seconds: 4,
  });
  figures.lost = durability.lost;
  figures.acknowledged = durability.acknowledged;
} catch (error) {
  tally.failed++;
  tally.failures.push(`aborted: ${(error as Error).stack ?? error}`);
} finally {
  if (server) await server.kill9().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const failure of tally.failures.slice(0, 60)) console.log(`  ✗ ${failure}`);
if (tally.failures.length > 60) console.log(`  … and ${tally.failures.length - 60} more`);
for (const sample of stats.serverErrorSamples.slice(0, 20)) console.log(`  5xx: ${sample}`);
if (tally.failures.length > 0 || stats.serverErrors > 0) {
  // What the server said meanwhile: the cause of a 5xx or of an answer that never came.
  for (const line of serverErrors()) console.log(`  server: ${line.slice(0, 400)}`);
  console.log(`the server's whole output: ${path.relative(process.cwd(), serverLogFile)}`);
}
console.log(`run time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`requests: ${stats.requests} (fuzzed: ${figures.fuzzed})`);
console.log(`5xx: ${stats.serverErrors}`);
console.log(`leaks: ${tally.leaks}`);
console.log(`lost writes: ${figures.lost} of ${figures.acknowledged} acknowledged`);
const failed = tally.failed + (stats.serverErrors > 0 && tally.failed === 0 ? 1 : 0);
console.log(`attack: ${tally.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
