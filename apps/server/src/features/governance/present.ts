import {
  type GovernanceComment,
  type Proposal,
  type ProposalRule,
  proposalOutcomeReason,
  voteResults,
} from '@circles/contracts';
import type { GovernanceProposalStatus } from '../../db/schema';
import type { GovernanceCommentRow, ProposalStateRow } from './repository';

export const presentComment = (row: GovernanceCommentRow): GovernanceComment => ({
  id: row.id,
  proposalId: row.proposal_id,
  content: row.content,
  createdAt: new Date(row.created_at).toISOString(),
  likes: row.likes,
  isLiked: Boolean(row.is_liked),
  author: {
    userId: row.user_id,
    fullName: row.full_name,
    firstName: row.first_name,
    avatarUrl: row.avatar_url,
    isVerified: row.manual_verification,
  },
});

type ProposalRow = {
  id: string;
  policy_id: string;
  title: string;
  description: string;
  status: GovernanceProposalStatus;
  created_at: Date;
  closes_at: Date;
  author_id: string | null;
  author_name: string | null;
};

/**
 * Results are revealed to a member once they have voted (docs/product.md §Screens: choosing one reveals the
 * results), to the proposal's author always (issue #54), and to everyone once the proposal has closed. The rule it
 * is (or was) decided by and, once closed, why it passed or was rejected go with every proposal.
 */
export const presentProposal = (
  proposal: ProposalRow,
  state: ProposalStateRow | undefined,
  topComment: GovernanceCommentRow | undefined,
  context: { viewerId: string; rule: ProposalRule },
): Proposal => {
  const myVote = state?.my_vote ?? null;
  const isAuthor = proposal.author_id !== null && proposal.author_id === context.viewerId;
  // Every vote, and apart the ones the closing counts (issue #57, counted-votes.ts): the reason is theirs.
  const results = voteResults(state?.votes_for ?? 0, state?.votes_against ?? 0, {
    for: state?.counted_for ?? 0,
    against: state?.counted_against ?? 0,
  });
  return {
    id: proposal.id,
    policyId: proposal.policy_id,
    title: proposal.title,
    description: proposal.description,
    myVote,
    results: myVote || isAuthor || proposal.status !== 'open' ? results : null,
    topComment: topComment ? presentComment(topComment) : null,
    commentCount: state?.comment_count ?? 0,
    status: proposal.status,
    createdAt: new Date(proposal.created_at).toISOString(),
    closesAt: new Date(proposal.closes_at).toISOString(),
    author:
      proposal.author_id && proposal.author_name
        ? { userId: proposal.author_id, fullName: proposal.author_name }
        : null,
    isAuthor,
    rule: context.rule,
    outcomeReason: proposalOutcomeReason(proposal.status, results.counted, context.rule),
  };
};
