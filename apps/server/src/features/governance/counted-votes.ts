import { type RawBuilder, sql } from 'kysely';

/**
 * The votes a proposal's closing counts (issue #57, docs/decisions/0086): those of members whose account had
 * existed for `minAgeDays` when the proposal opened, so the count does not drift while it is open and accounts
 * made for a proposal (just before proposing it, or after) neither reach its quorum nor move its share.
 * `proposal` names the proposals table (or its alias) of the surrounding statement.
 */
export const countedVotes = (
  proposal: 'p' | 'governance_proposals',
  minAgeDays: number,
  choice?: 'for' | 'against',
): RawBuilder<number> => sql<number>`(select count(*)::int from governance_votes cv
  join users cu on cu.id = cv.user_id
  where cv.proposal_id = ${sql.ref(`${proposal}.id`)}
    and cu.created_at <= ${sql.ref(`${proposal}.created_at`)} - make_interval(days => ${minAgeDays}::int)
    ${choice ? sql`and cv.choice = ${choice}` : sql``})`;
