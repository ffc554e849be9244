import { describe, expect, it } from 'vitest';
import { buildAccount, signedInMember } from '../test/accounts';
import { TestClient } from '../test/http-client';
import { clearRateLimits } from '../test/test-database';
import { getTestServer } from '../test/test-server';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * p)] ?? 0;
};

async function timeSignUp(client: TestClient, email: string) {
  const start = performance.now();
  const response = await client.post('/api/auth/sign-up/email', { ...buildAccount(), email, name: 'x' });
  const ms = performance.now() - start;
  expect(response.status).toBe(200);
  return ms;
}

/** 30 rounds of both paths, back to back; each side's fastest quarter and the median of the paired differences. */
async function measure(client: TestClient, knownEmail: string, clear: () => Promise<void>) {
  const known: number[] = [];
  const fresh: number[] = [];
  // Warm up both paths, then alternate which goes first so a drift in the machine's load favours neither.
  await timeSignUp(client, knownEmail);
  await timeSignUp(client, buildAccount().email);
  for (let round = 0; round < 30; round++) {
    await clear();
    if (round % 2 === 0) {
      known.push(await timeSignUp(client, knownEmail));
      fresh.push(await timeSignUp(client, buildAccount().email));
    } else {
      fresh.push(await timeSignUp(client, buildAccount().email));
      known.push(await timeSignUp(client, knownEmail));
    }
  }
  const [lowKnown, lowFresh] = [percentile(known, 0.25), percentile(fresh, 0.25)];
  // Each round's two sign-ups ran back to back, so their difference holds little of the machine's drift; its
  // median is what one path costs more than the other.
  const pairedDifference = percentile(
    known.map((ms, round) => ms - (fresh[round] ?? 0)),
    0.5,
  );
  console.log(
    `sign-up ms: known p25 ${lowKnown.toFixed(1)}, new p25 ${lowFresh.toFixed(1)}; ` +
      `median of known - new, round by round ${pairedDifference.toFixed(1)}`,
  );
  // The faster answers show the work itself (load only adds to it): without the rehearsal a new email's were
  // 30-40 ms (20-50 %) slower than a known one's on this machine. On a quiet machine the two are within a few ms;
  // the bound leaves room for a busy one.
  const bound = Math.max(35, lowKnown * 0.2);
  return { lowKnown, lowFresh, pairedDifference, bound };
}

describe('sign-up timing', () => {
  it('an existing email and a new one take the same time (no enumeration by timing)', async () => {
    const server = await getTestServer();
    const { account } = await signedInMember();
    const client = new TestClient(server.url);
    // Up to three measurements: the E2E and the other test worker beside this one on a 2-core CI machine can load
    // one path's rounds more than the other's (CI saw a paired difference of 82 ms once, with both sides' fastest
    // quarters 34 ms apart). A real difference shows in every measurement; noise rarely in three.
    let result = await measure(client, account.email, () => clearRateLimits(server.context.database));
    for (let attempt = 1; attempt < 3; attempt++) {
      const within =
        Math.abs(result.lowFresh - result.lowKnown) < result.bound &&
        Math.abs(result.pairedDifference) < result.bound;
      if (within) break;
      result = await measure(client, account.email, () => clearRateLimits(server.context.database));
    }
    expect(Math.abs(result.lowFresh - result.lowKnown)).toBeLessThan(result.bound);
    expect(Math.abs(result.pairedDifference)).toBeLessThan(result.bound);
  }, 300_000);
});
