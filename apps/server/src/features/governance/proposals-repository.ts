import { nextPolicyVersion } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { announceChange, governanceChannel } from '../../realtime/broadcast-hub';
import type { NotificationsWriter } from '../notifications/writer';
import { countedVotes } from './counted-votes';

/** Members' proposals, their closing and adoption, and the areas' versions (issue #40). */
export const createProposalsRepository = (db: Kysely<Database>, notify: NotificationsWriter) => ({
  findPolicy(policyId: string) {
    return db.selectFrom('governance_policies').selectAll().where('id', '=', policyId).executeTakeFirst();
  },

  /** Adds an open proposal and announces it, so open governance pages refetch. */
  async createProposal(proposal: {
    policyId: string;
    authorId: string;
    title: string;
    description: string;
    proposedText: string;
    closesAt: Date;
  }) {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('governance_proposals')
        .values({
          policy_id: proposal.policyId,
          author_id: proposal.authorId,
          title: proposal.title,
          description: proposal.description,
          proposed_text: proposal.proposedText,
          closes_at: proposal.closesAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await announceChange(trx, governanceChannel, row.id);
      return row.id;
    });
  },

  /** The proposal with its area, and its author's name. */
  findProposal(proposalId: string) {
    return db
      .selectFrom('governance_proposals as p')
      .innerJoin('governance_policies as pol', 'pol.id', 'p.policy_id')
      .leftJoin('users as u', 'u.id', 'p.author_id')
      .selectAll('p')
      .select([
        'pol.title as policy_title',
        'pol.version as policy_version',
        'pol.current_policy',
        'u.full_name as author_name',
      ])
      .where('p.id', '=', proposalId)
      .executeTakeFirst();
  },

  /** The text an adopted proposal replaced: the version adopted just before the one it became. */
  async versionBefore(policyId: string, version: string) {
    const adopted = await db
      .selectFrom('governance_policy_versions')
      .select('adopted_at')
      .where('policy_id', '=', policyId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!adopted) return undefined;
    return db
      .selectFrom('governance_policy_versions')
      .select(['version', 'policy_text'])
      .where('policy_id', '=', policyId)
      .where('adopted_at', '<', adopted.adopted_at)
      .orderBy('adopted_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  history(policyId: string) {
    return db
      .selectFrom('governance_policy_versions as v')
      .leftJoin('governance_proposals as p', 'p.id', 'v.proposal_id')
      .select(['v.version', 'v.policy_text', 'v.adopted_at', 'v.proposal_id', 'p.title as proposal_title'])
      .where('v.policy_id', '=', policyId)
      .orderBy('v.adopted_at', 'desc')
      .execute();
  },

  /**
   * Closes every open proposal whose period ended, each as passed (counted votes >= quorum and support share of
   * them above passShare) or rejected, in one statement: a proposal two processes see is closed by one of them
   * only. Only the votes of members who meet the voter rule count (counted-votes.ts); every voter is told in the
   * same transaction. Returns the closed proposals.
   */
  async closeDue(rule: { quorum: number; passShare: number; voterMinAgeDays: number }, now = new Date()) {
    return db.transaction().execute(async (trx) => {
      const counts = countedVotes('governance_proposals', rule.voterMinAgeDays);
      const support = countedVotes('governance_proposals', rule.voterMinAgeDays, 'for');
      const closed = await trx
        .updateTable('governance_proposals')
        .set({
          status: sql`case when ${counts} >= ${rule.quorum} and ${support}::float8 > ${rule.passShare}::float8 * ${counts} then 'passed' else 'rejected' end`,
          closed_at: now,
        })
        .where('status', '=', 'open')
        .where('closes_at', '<=', now)
        .returning(['id', 'title', 'status', 'author_id'])
        .execute();
      for (const proposal of closed) {
        const voters = await trx
          .selectFrom('governance_votes')
          .select('user_id')
          .where('proposal_id', '=', proposal.id)
          .execute();
        await notify.proposalClosed(trx, {
          proposalId: proposal.id,
          title: proposal.title,
          outcome: proposal.status === 'passed' ? 'passed' : 'rejected',
          voterIds: voters.map((voter) => voter.user_id),
          authorId: proposal.author_id,
        });
        await announceChange(trx, governanceChannel, proposal.id);
      }
      return closed;
    });
  },

  /**
   * A passed proposal becomes its area's text with the version raised; the new version joins the history and
   * every member is told. Undefined when the proposal is not (or no longer) passed.
   */
  async adopt(proposalId: string, now = new Date()) {
    return db.transaction().execute(async (trx) => {
      const proposal = await trx
        .selectFrom('governance_proposals')
        .select(['id', 'policy_id', 'proposed_text'])
        .where('id', '=', proposalId)
        .where('status', '=', 'passed')
        .where('proposed_text', 'is not', null)
        .forUpdate()
        .executeTakeFirst();
      if (!proposal?.proposed_text) return undefined;
      const policy = await trx
        .selectFrom('governance_policies')
        .select(['id', 'title', 'version'])
        .where('id', '=', proposal.policy_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const version = nextPolicyVersion(policy.version);
      await trx
        .updateTable('governance_policies')
        .set({ version, current_policy: proposal.proposed_text })
        .where('id', '=', policy.id)
        .execute();
      await trx
        .insertInto('governance_policy_versions')
        .values({
          policy_id: policy.id,
          version,
          policy_text: proposal.proposed_text,
          proposal_id: proposal.id,
          adopted_at: now,
        })
        .execute();
      await trx
        .updateTable('governance_proposals')
        .set({ status: 'adopted', adopted_at: now, adopted_version: version })
        .where('id', '=', proposal.id)
        .execute();
      await notify.policyChanged(trx, { policyId: policy.id, policyTitle: policy.title, version });
      await announceChange(trx, governanceChannel, proposal.id);
      return { policyId: policy.id, version };
    });
  },
});

export type ProposalsRepository = ReturnType<typeof createProposalsRepository>;
