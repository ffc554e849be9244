import { governanceMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { openEventStream } from '../../test/sse';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;
const proposalId = 'ai-opt-in';

const vote = (member: Member, choice: string, id = proposalId) =>
  member.client.put(`/api/governance/proposals/${id}/vote`, { choice });

async function voteRows(id = proposalId) {
  const { context } = await getTestServer();
  return context.database.db
    .selectFrom('governance_votes')
    .select(['user_id', 'choice'])
    .where('proposal_id', '=', id)
    .execute();
}

describe('governance', () => {
  it('lists the three policy areas with versions, policy text and proposals from the database', async () => {
    const member = await signedInMember();
    const policies = await member.client.get('/api/governance/policies');
    expect(policies.status).toBe(200);
    expect(policies.body.map((policy: { title: string }) => policy.title)).toEqual([
      'AI Governance',
      'User Content Rights',
      'Privacy Rights',
    ]);
    const ai = policies.body[0];
    expect(ai).toMatchObject({ version: expect.any(String), currentPolicy: expect.any(String) });
    expect(ai.proposals[0]).toMatchObject({ id: proposalId, myVote: null, results: null, topComment: null });
  });

  it('reveals results after voting, and a vote can change or be taken back', async () => {
    const alice = await signedInMember({ firstName: 'Alice' });
    const bob = await signedInMember({ firstName: 'Bobby' });
    expect((await vote(alice, 'for')).body).toMatchObject({
      myVote: 'for',
      results: { for: 1, against: 0, total: 1, supportPercent: 100, opposePercent: 0 },
    });
    expect((await vote(bob, 'against')).body.results).toEqual({
      for: 1,
      against: 1,
      total: 2,
      supportPercent: 50,
      opposePercent: 50,
      // Accounts made after the sample proposal opened: not counted by its closing (GOVERNANCE_VOTER_MIN_AGE_DAYS).
      counted: { for: 0, against: 0, total: 0, supportPercent: 0 },
    });
    expect((await vote(alice, 'against')).body).toMatchObject({
      myVote: 'against',
      results: { for: 0, against: 2, total: 2, opposePercent: 100 },
    });
    expect((await vote(alice, 'none')).body).toMatchObject({ myVote: null, results: null });
    expect(await voteRows()).toEqual([{ user_id: bob.userId, choice: 'against' }]);
    const bad = await vote(alice, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(governanceMessages.invalidChoice);
    expect((await vote(alice, 'for', 'no-such-proposal')).status).toBe(404);
  });

  it('keeps one vote per member under 100 concurrent votes, and the counts equal the rows', async () => {
    const members: Member[] = [];
    // One at a time: sign-ups share the test address's rate limit, which the factory clears.
    for (let index = 0; index < 10; index += 1) members.push(await signedInMember());
    const choices = ['for', 'against', 'none'] as const;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const member = members[index % members.length] as Member;
        return vote(member, choices[(index * 7) % 3] as string);
      }),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const rows = await voteRows();
    expect(new Set(rows.map((row) => row.user_id)).size).toBe(rows.length);
    expect(rows.length).toBeLessThanOrEqual(members.length);
    // Everyone votes once more, so each member's last vote is known.
    await Promise.all(members.map((member, index) => vote(member, index % 2 === 0 ? 'for' : 'against')));
    const final = await voteRows();
    expect(final).toHaveLength(10);
    const policies = await (members[0] as Member).client.get('/api/governance/policies');
    const proposal = policies.body[0].proposals.find((p: { id: string }) => p.id === proposalId);
    expect(proposal.results).toEqual({
      for: final.filter((row) => row.choice === 'for').length,
      against: final.filter((row) => row.choice === 'against').length,
      total: 10,
      supportPercent: 50,
      opposePercent: 50,
      counted: { for: 0, against: 0, total: 0, supportPercent: 0 },
    });
  }, 90_000);

  it('one member sending 100 votes at once keeps exactly one row', async () => {
    const member = await signedInMember();
    await Promise.all(Array.from({ length: 100 }, (_, i) => vote(member, i % 2 ? 'for' : 'against')));
    expect(await voteRows()).toHaveLength(1);
  }, 90_000);

  it('comments on a proposal; the most liked comment is the top comment with first name and badge', async () => {
    const alice = await signedInMember({ firstName: 'Alice' });
    const bob = await signedInMember({ firstName: 'Bobby' });
    const first = await alice.client.post(`/api/governance/proposals/${proposalId}/comments`, {
      content: '  Opt-in is the respectful default.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      content: 'Opt-in is the respectful default.',
      likes: 0,
      author: { firstName: 'Alice', isVerified: false },
    });
    const second = await bob.client.post(`/api/governance/proposals/${proposalId}/comments`, {
      content: 'Suggestions help new members.',
    });
    expect((await alice.client.post(`/api/governance/comments/${second.body.id}/like`)).body).toEqual({
      liked: true,
      count: 1,
    });
    const policies = await alice.client.get('/api/governance/policies');
    const proposal = policies.body[0].proposals[0];
    expect(proposal.commentCount).toBe(2);
    expect(proposal.topComment).toMatchObject({
      id: second.body.id,
      likes: 1,
      isLiked: true,
      author: { firstName: 'Bobby' },
    });
    expect((await alice.client.post(`/api/governance/comments/${second.body.id}/like`)).body).toEqual({
      liked: false,
      count: 0,
    });
    const empty = await alice.client.post(`/api/governance/proposals/${proposalId}/comments`, {
      content: ' ',
    });
    expect(empty.status).toBe(400);
    expect((await alice.client.get(`/api/governance/proposals/${proposalId}/comments`)).body).toHaveLength(2);
  });

  it('announces changed proposals on the live stream to every member watching', async () => {
    const watcher = await signedInMember();
    const voter = await signedInMember();
    const { url } = await getTestServer();
    const stream = openEventStream(`${url}/api/governance/stream`, { cookie: watcher.client.cookieHeader() });
    expect(await stream.waitFor((event) => event.event === 'ready')).toBeDefined();
    await vote(voter, 'for', 'content-export');
    const event = await stream.waitFor((item) => item.event === 'proposals');
    expect(JSON.parse(event?.data ?? '{}')).toEqual({ proposalIds: ['content-export'] });
    stream.close();
    expect((await fetch(`${url}/api/governance/stream`)).status).toBe(401);
  });
});
