import { governanceMessages } from '@circles/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function propose(member: Member, title: string) {
  const created = await member.client.post('/api/governance/policies/privacy-rights/proposals', {
    title,
    description: '',
    proposedText: `Members decide what is kept about them. ${title}`,
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const vote = (member: Member, id: string, choice: 'for' | 'against') =>
  member.client.put(`/api/governance/proposals/${id}/vote`, { choice });
const proposal = async (member: Member, id: string) =>
  (await member.client.get(`/api/governance/proposals/${id}`)).body;

/**
 * Ends the voting period of these proposals (as the days passing would: the accounts age past
 * GOVERNANCE_VOTER_MIN_AGE_DAYS too, so their votes count, issue #57) and runs the closing job once.
 */
async function endPeriods(ids: string[]) {
  const server = await getTestServer();
  await server.context.database.db
    .updateTable('users')
    .set({ created_at: sql`created_at - interval '30 days'` })
    .execute();
  await server.context.database.db
    .updateTable('governance_proposals')
    .set({ closes_at: new Date(Date.now() - 1000) })
    .where('id', 'in', ids)
    .execute();
  return server.proposals.closeDue();
}

const notices = async (member: Member) =>
  (await member.client.get('/api/notifications')).body.notifications as {
    type: string;
    title: string;
    message: string;
    actionUrl: string;
  }[];

describe('what a proposal says of its rule and outcome, and what its author hears (issue #54)', () => {
  it('shows the rule while open and says why a closed one passed or was rejected', async () => {
    const author = await signedInMember();
    const b = await signedInMember();
    const c = await signedInMember();
    const thin = await propose(author, 'Two votes only');
    const split = await propose(author, 'Split down the middle');
    const passing = await propose(author, 'Three for it');
    const open = await proposal(b, thin);
    // The test server's rule (config defaults): 3 votes, more than half in support.
    expect(open).toMatchObject({ rule: { quorum: 3, passShare: 0.5 }, outcomeReason: null });
    expect(new Date(open.closesAt).getTime()).toBeGreaterThan(Date.now());
    await Promise.all([
      vote(author, thin, 'for'),
      vote(b, thin, 'for'),
      vote(author, split, 'for'),
      vote(b, split, 'against'),
      vote(c, split, 'for'),
      vote(author, passing, 'for'),
      vote(b, passing, 'for'),
      vote(c, passing, 'for'),
    ]);
    await vote(c, split, 'against');
    await endPeriods([thin, split, passing]);

    // A member who did not vote sees the reason too.
    const outsider = await signedInMember();
    expect(await proposal(outsider, thin)).toMatchObject({
      status: 'rejected',
      results: { total: 2, supportPercent: 100 },
      outcomeReason: '2 of 3 votes needed',
    });
    expect((await proposal(outsider, split)).outcomeReason).toBe('33% support, more than 50% needed');
    expect((await proposal(outsider, passing)).outcomeReason).toBe(
      '3 votes (3 needed), 100% support (more than 50% needed)',
    );
    const listed = (await outsider.client.get('/api/governance/policies')).body as {
      proposals: { id: string; outcomeReason: string | null; rule: unknown }[];
    }[];
    const all = listed.flatMap((policy) => policy.proposals);
    expect(all.find((p) => p.id === thin)).toMatchObject({ outcomeReason: '2 of 3 votes needed' });
    expect(all.every((p) => p.rule !== undefined)).toBe(true);
  });

  it('the author sees the results before voting, and hears of comments and of the result', async () => {
    const author = await signedInMember({ firstName: 'Augusta' });
    const commenter = await signedInMember({ firstName: 'Cornelius' });
    const id = await propose(author, 'Ask before keeping');
    await vote(commenter, id, 'for');
    // The author has not voted yet, and still sees how it stands; another member who has not voted does not.
    expect(await proposal(author, id)).toMatchObject({
      isAuthor: true,
      myVote: null,
      results: { for: 1, total: 1 },
    });
    const bystander = await signedInMember();
    expect(await proposal(bystander, id)).toMatchObject({ isAuthor: false, results: null });

    const comment = await commenter.client.post(`/api/governance/proposals/${id}/comments`, {
      content: 'Good idea',
    });
    expect(comment.status).toBe(201);
    // The author's own comment tells nobody.
    await author.client.post(`/api/governance/proposals/${id}/comments`, { content: 'Thanks' });
    const commented = (await notices(author)).filter(
      (notice) => notice.title === governanceMessages.authorCommentTitle,
    );
    expect(commented).toEqual([
      expect.objectContaining({
        type: 'comment',
        message: governanceMessages.authorCommentMessage('Cornelius Lovelace', 'Ask before keeping'),
        actionUrl: `/governance/proposals/${id}`,
      }),
    ]);

    await endPeriods([id]);
    const closed = (await notices(author)).filter((notice) => notice.type === 'proposal_closed');
    expect(closed).toEqual([
      expect.objectContaining({
        title: governanceMessages.authorClosedTitle,
        message: governanceMessages.closedMessage('Ask before keeping', 'rejected'),
      }),
    ]);
  });
});
