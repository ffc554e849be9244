import { type Kysely, sql } from 'kysely';
import type { Database, VoteChoice } from '../../db/schema';
import { announceChange, governanceChannel } from '../../realtime/broadcast-hub';
import type { NotificationsWriter } from '../notifications/writer';
import { countedVotes } from './counted-votes';

export type ProposalStateRow = {
  proposal_id: string;
  my_vote: VoteChoice | null;
  votes_for: number;
  votes_against: number;
  /** The votes the closing counts (counted-votes.ts). */
  counted_for: number;
  counted_against: number;
  comment_count: number;
};

export type GovernanceCommentRow = {
  id: string;
  proposal_id: string;
  content: string;
  created_at: Date;
  likes: number;
  is_liked: boolean;
  user_id: string;
  full_name: string;
  first_name: string;
  avatar_url: string | null;
  manual_verification: boolean;
};

/** `voterMinAgeDays`: the voter rule of the counted votes (GOVERNANCE_VOTER_MIN_AGE_DAYS, counted-votes.ts). */
export const createGovernanceRepository = (
  db: Kysely<Database>,
  notify: Pick<NotificationsWriter, 'proposalCommented'>,
  voterMinAgeDays: number,
) => {
  /** Comments with their author, like count (from the like rows) and whether the viewer liked each. */
  const commentsFor = (viewerId: string) =>
    db
      .selectFrom('governance_comments as gc')
      .innerJoin('users as u', 'u.id', 'gc.user_id')
      .select((eb) => [
        'gc.id',
        'gc.proposal_id',
        'gc.content',
        'gc.created_at',
        'u.id as user_id',
        'u.full_name',
        'u.first_name',
        'u.avatar_url',
        'u.manual_verification',
        eb
          .selectFrom('governance_comment_likes as l')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('l.comment_id', '=', 'gc.id')
          .as('likes'),
        eb
          .exists(
            eb
              .selectFrom('governance_comment_likes as mine')
              .select(sql`1`.as('one'))
              .whereRef('mine.comment_id', '=', 'gc.id')
              .where('mine.user_id', '=', viewerId),
          )
          .as('is_liked'),
      ]);

  const normalize = (row: Record<string, unknown>) =>
    ({ ...row, likes: Number(row.likes) }) as GovernanceCommentRow;

  return {
    listPolicies() {
      return db.selectFrom('governance_policies').selectAll().orderBy('position').execute();
    },

    listProposals() {
      return db
        .selectFrom('governance_proposals as p')
        .leftJoin('users as u', 'u.id', 'p.author_id')
        .selectAll('p')
        .select('u.full_name as author_name')
        .orderBy('p.policy_id')
        .orderBy(sql`p.status = 'open'`, 'desc')
        .orderBy('p.position')
        .orderBy('p.created_at', 'desc')
        .execute();
    },

    async proposalExists(proposalId: string) {
      const row = await db
        .selectFrom('governance_proposals')
        .select('id')
        .where('id', '=', proposalId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Per proposal: the viewer's vote and the counts, counted from the vote rows. */
    async proposalStates(viewerId: string, proposalIds?: string[]): Promise<ProposalStateRow[]> {
      let query = db
        .selectFrom('governance_proposals as p')
        .select((eb) => [
          'p.id as proposal_id',
          eb
            .selectFrom('governance_votes as mine')
            .select('mine.choice')
            .whereRef('mine.proposal_id', '=', 'p.id')
            .where('mine.user_id', '=', viewerId)
            .as('my_vote'),
          eb
            .selectFrom('governance_votes as v')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('v.proposal_id', '=', 'p.id')
            .where('v.choice', '=', 'for')
            .as('votes_for'),
          eb
            .selectFrom('governance_votes as v')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('v.proposal_id', '=', 'p.id')
            .where('v.choice', '=', 'against')
            .as('votes_against'),
          countedVotes('p', voterMinAgeDays, 'for').as('counted_for'),
          countedVotes('p', voterMinAgeDays, 'against').as('counted_against'),
          eb
            .selectFrom('governance_comments as gc')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('gc.proposal_id', '=', 'p.id')
            .as('comment_count'),
        ]);
      if (proposalIds) query = query.where('p.id', 'in', proposalIds);
      const rows = await query.execute();
      return rows.map((row) => ({
        proposal_id: row.proposal_id,
        my_vote: (row.my_vote ?? null) as VoteChoice | null,
        votes_for: Number(row.votes_for),
        votes_against: Number(row.votes_against),
        counted_for: Number(row.counted_for),
        counted_against: Number(row.counted_against),
        comment_count: Number(row.comment_count),
      }));
    },

    /**
     * Sets, changes (upsert on the one-vote-per-member key) or takes back the member's vote while the proposal is
     * open, and announces the proposal to every process's live streams on commit. False once it has closed (the
     * row is locked against the closing job meanwhile), or once its period has ended even before the job ran.
     */
    async vote(proposalId: string, userId: string, choice: VoteChoice | 'none', now: Date) {
      return db.transaction().execute(async (trx) => {
        const proposal = await trx
          .selectFrom('governance_proposals')
          .select(['status', 'closes_at'])
          .where('id', '=', proposalId)
          .forShare()
          .executeTakeFirst();
        if (proposal?.status !== 'open' || new Date(proposal.closes_at) <= now) return false;
        if (choice === 'none') {
          await trx
            .deleteFrom('governance_votes')
            .where('proposal_id', '=', proposalId)
            .where('user_id', '=', userId)
            .execute();
        } else {
          await trx
            .insertInto('governance_votes')
            .values({ proposal_id: proposalId, user_id: userId, choice })
            .onConflict((conflict) =>
              conflict.columns(['proposal_id', 'user_id']).doUpdateSet({ choice, updated_at: sql`now()` }),
            )
            .execute();
        }
        await announceChange(trx, governanceChannel, proposalId);
        return true;
      });
    },

    /** The most liked comment of each proposal (the oldest first among equals). */
    async topComments(viewerId: string) {
      const rows = await commentsFor(viewerId)
        .distinctOn('gc.proposal_id')
        .orderBy('gc.proposal_id')
        .orderBy(sql`likes`, 'desc')
        .orderBy('gc.created_at')
        .execute();
      return new Map(rows.map((row) => [row.proposal_id, normalize(row)]));
    },

    async listComments(proposalId: string, viewerId: string) {
      const rows = await commentsFor(viewerId)
        .where('gc.proposal_id', '=', proposalId)
        .orderBy('gc.created_at', 'desc')
        .orderBy('gc.id', 'desc')
        .limit(100)
        .execute();
      return rows.map(normalize);
    },

    async findComment(commentId: string, viewerId: string) {
      const row = await commentsFor(viewerId).where('gc.id', '=', commentId).executeTakeFirst();
      return row ? normalize(row) : undefined;
    },

    /** Adds the comment, tells the proposal's author and announces the proposal (its top comment may change). */
    async addComment(proposalId: string, userId: string, content: string) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('governance_comments')
          .values({ proposal_id: proposalId, user_id: userId, content })
          .returning('id')
          .executeTakeFirstOrThrow();
        const proposal = await trx
          .selectFrom('governance_proposals')
          .select(['title', 'author_id'])
          .where('id', '=', proposalId)
          .executeTakeFirstOrThrow();
        if (proposal.author_id) {
          await notify.proposalCommented(trx, {
            proposalId,
            title: proposal.title,
            authorId: proposal.author_id,
            commenterId: userId,
          });
        }
        await announceChange(trx, governanceChannel, proposalId);
        return row.id;
      });
    },

    /** Flips the member's like (one per member: the primary key); the count is read from the rows. */
    async toggleCommentLike(commentId: string, proposalId: string, userId: string) {
      await db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('governance_comment_likes')
          .values({ comment_id: commentId, user_id: userId })
          .onConflict((conflict) => conflict.columns(['comment_id', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!added) {
          await trx
            .deleteFrom('governance_comment_likes')
            .where('comment_id', '=', commentId)
            .where('user_id', '=', userId)
            .execute();
        }
        await announceChange(trx, governanceChannel, proposalId);
      });
    },
  };
};

export type GovernanceRepository = ReturnType<typeof createGovernanceRepository>;
