import { governanceMessages, roleMessages } from '@circles/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const text = (words: string) => `AI features only read content you can already see. ${words}`;

async function propose(member: Member, title: string) {
  const created = await member.client.post('/api/governance/policies/ai-governance/proposals', {
    title,
    description: '',
    proposedText: text(title),
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const vote = (member: Member, id: string, choice: 'for' | 'against') =>
  member.client.put(`/api/governance/proposals/${id}/vote`, { choice });

/** Makes these accounts (every one by default) a month old, past GOVERNANCE_VOTER_MIN_AGE_DAYS. */
async function ageAccounts(userIds?: string[]) {
  const { db } = (await getTestServer()).context.database;
  let aging = db.updateTable('users').set({ created_at: sql`created_at - interval '30 days'` });
  if (userIds) aging = aging.where('id', 'in', userIds);
  await aging.execute();
}

/**
 * Ends the voting period of these proposals (as the days passing would: the accounts age too, unless told not to)
 * and runs the closing job once.
 */
async function endPeriods(ids: string[], options = { ageAccounts: true }) {
  const server = await getTestServer();
  if (options.ageAccounts) await ageAccounts();
  await server.context.database.db
    .updateTable('governance_proposals')
    .set({ closes_at: new Date(Date.now() - 1000) })
    .where('id', 'in', ids)
    .execute();
  return server.proposals.closeDue();
}

const notifications = async (member: Member) =>
  (await member.client.get('/api/notifications')).body.notifications as {
    type: string;
    message: string;
    actionUrl: string;
  }[];

describe('closing and adopting proposals (issue #40)', () => {
  it('the job closes ended proposals: passed above the share with a quorum, else rejected; voters are told', async () => {
    // The first account of the install is its admin.
    const admin = await signedInMember({ firstName: 'Ada' });
    const a = await signedInMember();
    const b = await signedInMember();
    const c = await signedInMember();
    const d = await signedInMember();
    const passing = await propose(a, 'Passes two to one');
    const tied = await propose(a, 'Ties two to two');
    const thin = await propose(a, 'Lacks a quorum');
    const later = await propose(a, 'Still open');
    await Promise.all([
      vote(a, passing, 'for'),
      vote(b, passing, 'for'),
      vote(c, passing, 'against'),
      vote(a, tied, 'for'),
      vote(b, tied, 'for'),
      vote(c, tied, 'against'),
      vote(d, tied, 'against'),
      vote(a, thin, 'for'),
      vote(b, thin, 'for'),
      vote(d, later, 'for'),
    ]);
    expect(await endPeriods([passing, tied, thin])).toBe(3);
    // A second run (another process, the next tick) finds nothing left to close.
    await expect((await getTestServer()).proposals.closeDue()).resolves.toBe(0);
    const status = async (id: string) =>
      (await admin.client.get(`/api/governance/proposals/${id}`)).body.status;
    expect(await status(passing)).toBe('passed');
    expect(await status(tied)).toBe('rejected');
    expect(await status(thin)).toBe('rejected');
    expect(await status(later)).toBe('open');

    const toC = (await notifications(c)).filter((notice) => notice.type === 'proposal_closed');
    expect(toC.map((notice) => notice.message).sort()).toEqual([
      governanceMessages.closedMessage('Passes two to one', 'passed'),
      governanceMessages.closedMessage('Ties two to two', 'rejected'),
    ]);
    expect(toC[0]?.actionUrl).toMatch(/^\/governance\/proposals\//);
    // Who did not vote hears nothing; the open proposal's voter neither.
    expect((await notifications(admin)).some((notice) => notice.type === 'proposal_closed')).toBe(false);
    expect((await notifications(d)).filter((notice) => notice.type === 'proposal_closed')).toHaveLength(1);
  });

  it('only votes of accounts GOVERNANCE_VOTER_MIN_AGE_DAYS old count towards quorum and share (issue #57)', async () => {
    await signedInMember({ firstName: 'Ada' });
    const settled = [await signedInMember(), await signedInMember(), await signedInMember()];
    await ageAccounts(settled.map((member) => member.userId));
    // Three accounts made for the vote: only a verified e-mail, days old at most.
    const fresh = [await signedInMember(), await signedInMember(), await signedInMember()];
    const stuffed = await propose(settled[0] as Member, 'Stuffed by new accounts');
    const decided = await propose(settled[0] as Member, 'Decided by settled members');
    await Promise.all([
      ...fresh.map((member) => vote(member, stuffed, 'for')),
      ...settled.map((member) => vote(member, decided, 'for')),
      ...fresh.map((member) => vote(member, decided, 'against')),
    ]);
    // The API tells every vote apart from the counted ones, so the page can show '0 of 3 votes needed'.
    const seen = await (fresh[0] as Member).client.get(`/api/governance/proposals/${decided}`);
    expect(seen.body.results).toMatchObject({
      for: 3,
      against: 3,
      total: 6,
      counted: { for: 3, against: 0, total: 3 },
    });
    expect(await endPeriods([stuffed, decided], { ageAccounts: false })).toBe(2);
    const status = async (id: string) =>
      (await (settled[1] as Member).client.get(`/api/governance/proposals/${id}`)).body;
    expect(await status(stuffed)).toMatchObject({
      status: 'rejected',
      results: { total: 3, counted: { total: 0 } },
    });
    expect(await status(decided)).toMatchObject({ status: 'passed' });
  });

  it('only an admin adopts, only a passed proposal; the area gets the text and a raised version, history stays', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const a = await signedInMember();
    const b = await signedInMember();
    const c = await signedInMember();
    const first = await propose(a, 'First change');
    const rejected = await propose(a, 'Rejected change');
    await Promise.all([
      vote(a, first, 'for'),
      vote(b, first, 'for'),
      vote(c, first, 'for'),
      vote(a, rejected, 'against'),
    ]);
    const open = await propose(b, 'Not yet closed');
    expect((await admin.client.post(`/api/governance/proposals/${open}/adopt`)).status).toBe(409);
    await endPeriods([first, rejected]);

    const byMember = await a.client.post(`/api/governance/proposals/${first}/adopt`);
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(roleMessages.adminsOnly);
    expect((await a.client.get(`/api/governance/proposals/${first}`)).body.canAdopt).toBe(false);
    expect((await admin.client.get(`/api/governance/proposals/${first}`)).body.canAdopt).toBe(true);
    const refused = await admin.client.post(`/api/governance/proposals/${rejected}/adopt`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(governanceMessages.notPassed);

    const adopted = await admin.client.post(`/api/governance/proposals/${first}/adopt`);
    expect(adopted.status).toBe(200);
    expect(adopted.body).toMatchObject({
      status: 'adopted',
      adoptedVersion: '1.3',
      baseVersion: '1.2',
      baseText: expect.stringContaining('never train on private circles'),
      proposedText: text('First change'),
      canAdopt: false,
    });
    expect((await admin.client.post(`/api/governance/proposals/${first}/adopt`)).status).toBe(409);

    const policies = await b.client.get('/api/governance/policies');
    expect(policies.body[0]).toMatchObject({ version: '1.3', currentPolicy: text('First change') });
    // The open proposal now shows the new text beside its own.
    expect((await b.client.get(`/api/governance/proposals/${open}`)).body).toMatchObject({
      baseVersion: '1.3',
      baseText: text('First change'),
    });
    const history = await b.client.get('/api/governance/policies/ai-governance/history');
    expect(history.body).toMatchObject({ id: 'ai-governance', title: 'AI Governance', version: '1.3' });
    expect(history.body.versions).toMatchObject([
      { version: '1.3', text: text('First change'), proposal: { id: first, title: 'First change' } },
      { version: '1.2', text: expect.stringContaining('never train on private circles'), proposal: null },
    ]);
    expect((await b.client.get('/api/governance/policies/nope/history')).status).toBe(404);

    // Every member hears that the policy changed, once.
    for (const member of [admin, a, b, c]) {
      const changed = (await notifications(member)).filter((notice) => notice.type === 'policy_changed');
      expect(changed).toEqual([
        expect.objectContaining({
          message: governanceMessages.policyChangedMessage('AI Governance', '1.3'),
          actionUrl: '/governance/policies/ai-governance/history',
        }),
      ]);
    }
  });

  it("an erased member's proposals go, but an adopted one stays in the policy's history", async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const leaving = await signedInMember({ firstName: 'Leo' });
    const [b, c] = [await signedInMember(), await signedInMember()];
    const adopted = await propose(leaving, 'Adopted before leaving');
    const open = await propose(leaving, 'Still open when leaving');
    await Promise.all([vote(leaving, adopted, 'for'), vote(b, adopted, 'for'), vote(c, adopted, 'for')]);
    await endPeriods([adopted]);
    expect((await admin.client.post(`/api/governance/proposals/${adopted}/adopt`)).status).toBe(200);

    const deletion = await leaving.client.post('/api/me/deletion', { password: leaving.account.password });
    expect(deletion.status).toBe(200);
    await (await getTestServer()).account.eraseDue(new Date(Date.now() + 8 * 24 * 3600 * 1000));

    expect((await b.client.get(`/api/governance/proposals/${open}`)).status).toBe(404);
    const kept = await b.client.get(`/api/governance/proposals/${adopted}`);
    expect(kept.body).toMatchObject({ status: 'adopted', author: { fullName: 'Deleted member' } });
  });
});
