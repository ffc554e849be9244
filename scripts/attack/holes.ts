// Issue #37's holes, attacked again so they stay closed: report review rules, the first arcade score, the two
// 500s, the governance stream and push subscriptions after the session ends. Erasure's leftovers: erasure.ts.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Client } from './http';
import type { Tally } from './matrix';
import { newMember } from './scene';

type Member = Awaited<ReturnType<typeof newMember>>;

export function expectStatus(tally: Tally, what: string, actual: number, expected: number) {
  if (actual === expected) tally.passed++;
  else {
    tally.failed++;
    tally.failures.push(`issue 37: ${what}: ${actual}, expected ${expected}`);
  }
}

export function expectThat(tally: Tally, what: string, ok: boolean) {
  if (ok) tally.passed++;
  else {
    tally.failed++;
    tally.failures.push(`issue 37: ${what}`);
  }
}

const idOf = (answer: { json: unknown }) => (answer.json as { id: string }).id;

/** Nobody reviews reports about their own content or circle; a circle moderator cannot act against the owner. */
async function reviewRules(base: string, tally: Tally) {
  const owner = await newMember(base, 'owner');
  const circleMod = await newMember(base, 'circlemod');
  const reporter = await newMember(base, 'reporter');
  const poster = await newMember(base, 'poster');
  const circleId = idOf(
    await owner.client.json('POST', '/api/circles', { name: 'Review club', type: 'public' }),
  );
  for (const member of [circleMod, reporter, poster]) {
    await member.client.json('POST', `/api/circles/${circleId}/join`);
  }
  await owner.client.json('PUT', `/api/roles/circles/${circleId}/${circleMod.userId}`, { role: 'moderator' });
  const ownerPost = idOf(
    await owner.client.json('POST', '/api/posts', { circleId, content: 'The owner’s post' }),
  );
  const otherPost = idOf(
    await poster.client.json('POST', '/api/posts', { circleId, content: 'A member’s post' }),
  );
  for (const [targetType, targetId] of [
    ['post', ownerPost],
    ['circle', circleId],
    ['post', otherPost],
  ]) {
    const reported = await reporter.client.json('POST', '/api/reports', {
      targetType,
      targetId,
      reason: 'spam',
    });
    expectStatus(tally, `reporting the ${targetType}`, reported.status, 201);
  }
  const dismiss = (client: Client, targetType: string, targetId: string) =>
    client.json('POST', '/api/moderation/dismiss', { targetType, targetId });
  expectStatus(
    tally,
    'the owner dismisses a report on their post',
    (await dismiss(owner.client, 'post', ownerPost)).status,
    403,
  );
  expectStatus(
    tally,
    'the owner dismisses a report on their circle',
    (await dismiss(owner.client, 'circle', circleId)).status,
    403,
  );
  expectStatus(
    tally,
    'a circle moderator dismisses a report on the circle',
    (await dismiss(circleMod.client, 'circle', circleId)).status,
    403,
  );
  const removal = await circleMod.client.json('POST', '/api/moderation/remove', {
    targetType: 'post',
    targetId: ownerPost,
    reason: 'Off topic',
  });
  expectStatus(tally, "a circle moderator removes the owner's post", removal.status, 403);
  expectStatus(
    tally,
    "the owner dismisses a report on a member's post",
    (await dismiss(owner.client, 'post', otherPost)).status,
    200,
  );
  // A dismiss that closes nothing says so (404 nothing open; 409 when another moderator closed it meanwhile).
  const again = (await dismiss(owner.client, 'post', otherPost)).status;
  expectThat(tally, `a second dismiss of the closed report answers ${again}`, again === 404 || again === 409);
}

/** No score without a game the server started; no more play than the server saw. */
async function firstArcadeScore(member: Member, tally: Tally) {
  const forged = { mode: 'invaders', score: 500_000, durationMs: 4 * 3600 * 1000 };
  expectStatus(
    tally,
    "a new member's first score with no game",
    (await member.client.json('POST', '/api/arcade/scores', forged)).status,
    400,
  );
  const game = await member.client.json('POST', '/api/arcade/games', { mode: 'invaders' });
  expectStatus(tally, 'starting a game', game.status, 201);
  const claimed = await member.client.json('POST', '/api/arcade/scores', { ...forged, gameId: idOf(game) });
  expectStatus(tally, 'hours claimed for a game started a moment ago', claimed.status, 400);
  const scores = (await member.client.send('GET', '/api/arcade/scores')).json as {
    global: { userId: string }[];
  };
  expectThat(
    tally,
    'a forged score tops the list',
    !scores.global.some((score) => score.userId === member.userId),
  );
}

/** The two 500s any member could cause, now 400s. */
async function twoFiveHundreds(member: Member, tally: Tally) {
  const passkey = await member.client.json('POST', '/api/auth/passkey/delete-passkey', { id: 'not-a-uuid' });
  expectStatus(tally, 'deleting a passkey with a non-uuid id', passkey.status, 400);
  const wall = await member.client.json('PUT', '/api/walls/me', {
    version: 2147483648,
    background: 'none',
    elements: [],
  });
  expectStatus(tally, 'a wall version past PostgreSQL integers', wall.status, 400);
}

/** The governance stream ends soon after its session does (it outlived it by ~58 s). */
async function governanceStreamEnds(base: string, member: Member, tally: Tally) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/governance/stream`, {
    headers: { cookie: member.client.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expectStatus(tally, 'opening the governance stream', response.status, 200);
  const reader = response.body?.getReader();
  await member.client.json('POST', '/api/auth/sign-out', {});
  const started = Date.now();
  const ended = await Promise.race([
    (async () => {
      while (reader && !(await reader.read()).done) {}
      return true;
    })().catch(() => true),
    new Promise<boolean>((resolve) => setTimeout(resolve, 10_000, false)),
  ]);
  controller.abort();
  expectThat(tally, `the governance stream outlives sign-out (${Date.now() - started} ms)`, ended);
}

/** A push subscription saved in a session; the caller checks in the data directory that sign-out removed it. */
async function subscribeThenSignOut(member: Member, tally: Tally) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const p256dh = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url');
  const saved = await member.client.json('PUT', '/api/push/subscriptions', {
    endpoint: `https://fcm.googleapis.com/fcm/send/attack-${randomBytes(8).toString('hex')}`,
    keys: { p256dh, auth: randomBytes(16).toString('base64url') },
  });
  expectStatus(tally, 'saving a push subscription', saved.status, 204);
  expectStatus(
    tally,
    'signing out',
    (await member.client.json('POST', '/api/auth/sign-out', {})).status,
    200,
  );
}

/** Runs the cases on the running server; returns the member whose push subscriptions must be gone. */
export async function runIssue37Holes(base: string, tally: Tally) {
  await reviewRules(base, tally);
  const player = await newMember(base, 'player');
  await firstArcadeScore(player, tally);
  await twoFiveHundreds(player, tally);
  await governanceStreamEnds(base, await newMember(base, 'streamer'), tally);
  const pusher = await newMember(base, 'pusher');
  await subscribeThenSignOut(pusher, tally);
  return { pushUserId: pusher.userId };
}
