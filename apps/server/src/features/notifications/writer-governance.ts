import { type Executor, insertAndAnnounce, type NewNotification } from './writer-rows';

/** Governance notices (issue #40): no actor and no circle, so neither a mute nor a block hides them (comments aside). */

const proposalUrl = (proposalId: string) => `/governance/proposals/${proposalId}`;
const fanoutBatch = 1000;

/** A proposal closed: each member who voted on it reads the outcome, and so does its author (issue #54). */
export async function proposalClosed(
  trx: Executor,
  closed: {
    proposalId: string;
    title: string;
    outcome: 'passed' | 'rejected';
    voterIds: string[];
    authorId?: string | null;
  },
) {
  if (closed.authorId) {
    await insertAndAnnounce(trx, [
      {
        user_id: closed.authorId,
        type: 'proposal_closed',
        text: { key: `own_proposal_${closed.outcome}`, values: { proposal: closed.title } },
        action_url: proposalUrl(closed.proposalId),
        circle_id: null,
        actor_id: null,
        dedupe_key: `proposal-closed:${closed.proposalId}`,
      },
    ]);
  }
  // The author who also voted was told above (the dedupe key keeps it to one).
  for (let start = 0; start < closed.voterIds.length; start += fanoutBatch) {
    await insertAndAnnounce(
      trx,
      closed.voterIds.slice(start, start + fanoutBatch).map(
        (userId): NewNotification => ({
          user_id: userId,
          type: 'proposal_closed',
          text: { key: `voted_proposal_${closed.outcome}`, values: { proposal: closed.title } },
          action_url: proposalUrl(closed.proposalId),
          circle_id: null,
          actor_id: null,
          dedupe_key: `proposal-closed:${closed.proposalId}`,
        }),
      ),
    );
  }
}

/**
 * A member commented on a proposal: its author reads who and where (issue #54). The commenter is the actor, so a
 * mute or a block between them hides it; the author's own comments tell nobody.
 */
export async function proposalCommented(
  trx: Executor,
  comment: { proposalId: string; title: string; authorId: string; commenterId: string },
) {
  if (comment.authorId === comment.commenterId) return;
  await insertAndAnnounce(trx, [
    {
      user_id: comment.authorId,
      type: 'comment',
      text: { key: 'proposal_comment', values: { proposal: comment.title } },
      action_url: proposalUrl(comment.proposalId),
      circle_id: null,
      actor_id: comment.commenterId,
      dedupe_key: null,
    },
  ]);
}

/** A policy area's text changed: every member (all live under it) reads so, once per version. */
export async function policyChanged(
  trx: Executor,
  change: { policyId: string; policyTitle: string; version: string },
) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const members = await trx
      .selectFrom('users')
      .select('id')
      .where('erased_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(fanoutBatch)
      .execute();
    if (members.length === 0) return;
    await insertAndAnnounce(
      trx,
      members.map(
        (member): NewNotification => ({
          user_id: member.id,
          type: 'policy_changed',
          text: {
            key: 'policy_changed',
            values: { policy: change.policyTitle, version: change.version },
          },
          action_url: `/governance/policies/${change.policyId}/history`,
          circle_id: null,
          actor_id: null,
          dedupe_key: `policy-changed:${change.policyId}:${change.version}`,
        }),
      ),
    );
    after = members[members.length - 1]?.id ?? after;
  }
}
