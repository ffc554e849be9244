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

describe('sign-up timing', () => {
  it('an existing email and a new one take the same time (no enumeration by timing)', async () => {
    const server = await getTestServer();
    const { account } = await signedInMember();
    const client = new TestClient(server.url);
    const known: number[] = [];
    const fresh: number[] = [];
    // Warm up both paths, then alternate which goes first so a drift in the machine's load favours neither.
    await timeSignUp(client, account.email);
    await timeSignUp(client, buildAccount().email);
    for (let round = 0; round < 30; round++) {
      await clearRateLimits(server.context.database);
      if (round % 2 === 0) {
        known.push(await timeSignUp(client, account.email));
        fresh.push(await timeSignUp(client, buildAccount().email));
      } else {
        fresh.push(await timeSignUp(client, buildAccount().email));
        known.push(await timeSignUp(client, account.email));
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
    // 30-40 ms (20-50 %) slower than a known one's on this machine. Each side's median carried the load of
    // whatever else ran (CI once saw 261 against 158 ms with E2E beside it); the paired difference does not.
    // On a quiet machine the two are within a few ms; the bounds leave room for a busy one.
    expect(Math.abs(lowFresh - lowKnown)).toBeLessThan(Math.max(35, lowKnown * 0.2));
    expect(Math.abs(pairedDifference)).toBeLessThan(Math.max(35, lowKnown * 0.2));
  }, 120_000);
});
