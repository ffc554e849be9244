import { governanceLimits, governanceMessages, verificationMessages } from '@circles/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { TestClient } from '../../test/http-client';
import { getTestServer, startTestServer, type TestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const day = 24 * 60 * 60 * 1000;

const proposalInput = {
  title: 'AI suggestions off by default',
  description: 'Members turn suggestions on themselves.',
  proposedText:
    'AI features only read content you can already see. AI suggestions are off until you turn them on.',
};

const propose = (member: Member, body: object = proposalInput, policyId = 'ai-governance') =>
  member.client.post(`/api/governance/policies/${policyId}/proposals`, body);

// Servers with other settings, on the same database: REQUIRE_VERIFICATION on; the write limits unscaled.
let gated: TestServer;
let unscaled: TestServer;
beforeAll(async () => {
  gated = await startTestServer({ REQUIRE_VERIFICATION: 'true', WRITE_RATE_LIMIT_SCALE: '100' });
  unscaled = await startTestServer({ WRITE_RATE_LIMIT_SCALE: '1' });
});
afterAll(async () => {
  await gated.close();
  await unscaled.close();
});

const clientOn = (server: TestServer, member: Member) => {
  const client = new TestClient(server.url);
  client.setCookieHeader(member.client.cookieHeader());
  return client;
};

describe('governance proposals by members (issue #40)', () => {
  it('a member proposes a new text; it is open for seven days, listed under its area, with the diff inputs', async () => {
    const alice = await signedInMember({ firstName: 'Alice' });
    const before = Date.now();
    const created = await propose(alice, { ...proposalInput, title: `  ${proposalInput.title}  ` });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      policyId: 'ai-governance',
      policyTitle: 'AI Governance',
      title: proposalInput.title,
      description: proposalInput.description,
      proposedText: proposalInput.proposedText,
      baseVersion: '1.2',
      baseText: expect.stringContaining('AI features only read content'),
      status: 'open',
      myVote: null,
      // Its author sees how it stands before voting (issue #54).
      results: { total: 0 },
      isAuthor: true,
      author: { userId: alice.userId },
      canAdopt: false,
    });
    const closesIn = new Date(created.body.closesAt).getTime() - before;
    expect(closesIn).toBeGreaterThan(7 * day - 60_000);
    expect(closesIn).toBeLessThan(7 * day + 60_000);

    const policies = await alice.client.get('/api/governance/policies');
    const listed = policies.body[0].proposals.map((proposal: { id: string }) => proposal.id);
    expect(listed).toContain(created.body.id);
    const detail = await alice.client.get(`/api/governance/proposals/${created.body.id}`);
    expect(detail.body).toMatchObject({ id: created.body.id, status: 'open' });
    expect((await alice.client.get('/api/governance/proposals/nope')).status).toBe(404);
  });

  it('enforces the limits of title, description and text, and refuses an unknown area or an unchanged text', async () => {
    const alice = await signedInMember();
    const cases: [object, string][] = [
      [{ ...proposalInput, title: 'ab' }, governanceMessages.titleLength],
      [
        { ...proposalInput, title: 'x'.repeat(governanceLimits.titleMax + 1) },
        governanceMessages.titleLength,
      ],
      [
        { ...proposalInput, description: 'x'.repeat(governanceLimits.descriptionMax + 1) },
        governanceMessages.descriptionTooLong,
      ],
      [{ ...proposalInput, proposedText: '   ' }, governanceMessages.proposedTextRequired],
      [
        { ...proposalInput, proposedText: 'x'.repeat(governanceLimits.proposedTextMax + 1) },
        governanceMessages.proposedTextTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await propose(alice, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const longest = await propose(alice, {
      title: 'x'.repeat(governanceLimits.titleMax),
      description: 'd'.repeat(governanceLimits.descriptionMax),
      proposedText: 't'.repeat(governanceLimits.proposedTextMax),
    });
    expect(longest.status).toBe(201);
    const unknown = await propose(alice, proposalInput, 'no-such-area');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(governanceMessages.policyNotFound);
    const { context } = await getTestServer();
    const policy = await context.database.db
      .selectFrom('governance_policies')
      .select('current_policy')
      .where('id', '=', 'ai-governance')
      .executeTakeFirstOrThrow();
    const same = await propose(alice, { ...proposalInput, proposedText: policy.current_policy });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(governanceMessages.proposedTextUnchanged);
  });

  it('with REQUIRE_VERIFICATION on, only a verified member proposes', async () => {
    const basil = await signedInMember({ firstName: 'Basil' });
    const vera = await signedInMember({ firstName: 'Vera' });
    const refused = await clientOn(gated, basil).post(
      '/api/governance/policies/ai-governance/proposals',
      proposalInput,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: verificationMessages.proposeRequiresVerification,
      code: 'verification_required',
    });
    const { context } = await getTestServer();
    await context.database.db
      .updateTable('users')
      .set({ manual_verification: true })
      .where('id', '=', vera.userId)
      .execute();
    const allowed = await clientOn(gated, vera).post(
      '/api/governance/policies/ai-governance/proposals',
      proposalInput,
    );
    expect(allowed.status).toBe(201);
    // Off (the shared server): any member.
    expect((await propose(basil)).status).toBe(201);
  });

  it('limits proposals to five an hour per member', async () => {
    const alice = await signedInMember();
    const client = clientOn(unscaled, alice);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await client.post('/api/governance/policies/privacy-rights/proposals', {
        ...proposalInput,
        title: `Proposal ${index}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('one vote per member, changeable while open; refused once closed', async () => {
    const alice = await signedInMember();
    const bob = await signedInMember();
    const id = (await propose(alice)).body.id as string;
    const vote = (member: Member, choice: string) =>
      member.client.put(`/api/governance/proposals/${id}/vote`, { choice });
    expect((await vote(bob, 'for')).body).toMatchObject({ myVote: 'for', results: { for: 1, total: 1 } });
    expect((await vote(bob, 'against')).body).toMatchObject({
      myVote: 'against',
      results: { for: 0, against: 1, total: 1 },
    });
    expect((await vote(alice, 'for')).body.results).toMatchObject({ for: 1, against: 1, total: 2 });
    const { context } = await getTestServer();
    await context.database.db
      .updateTable('governance_proposals')
      .set({ closes_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const { proposals } = await getTestServer();
    expect(await proposals.closeDue()).toBe(1);
    const late = await vote(bob, 'for');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(governanceMessages.proposalClosed);
    // Closed: results are shown to everyone, the vote kept as it was.
    const carol = await signedInMember();
    const seen = await carol.client.get(`/api/governance/proposals/${id}`);
    expect(seen.body).toMatchObject({ status: 'rejected', myVote: null, results: { for: 1, against: 1 } });
  });

  it('a vote after closes_at is refused before the closing job runs, and a vote taken back then stays', async () => {
    const alice = await signedInMember();
    const bob = await signedInMember();
    const id = (await propose(alice)).body.id as string;
    const vote = (member: Member, choice: string) =>
      member.client.put(`/api/governance/proposals/${id}/vote`, { choice });
    expect((await vote(bob, 'for')).status).toBe(200);
    const { context } = await getTestServer();
    await context.database.db
      .updateTable('governance_proposals')
      .set({ closes_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    // The job has not run: the proposal is still 'open' in its row, but its period has ended.
    const late = await vote(alice, 'against');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(governanceMessages.proposalClosed);
    expect((await vote(bob, 'none')).status).toBe(409);
    const votes = await context.database.db
      .selectFrom('governance_votes')
      .select(['user_id', 'choice'])
      .where('proposal_id', '=', id)
      .execute();
    expect(votes).toEqual([{ user_id: bob.userId, choice: 'for' }]);
  });
});
