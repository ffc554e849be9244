import { type GovernanceComment, type Proposal, voteResults } from '@circles/contracts';
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
 * Results are revealed to a member once they have voted (SPEC §2: choosing one reveals the results), and to
 * everyone once the proposal has closed.
 */
export const presentProposal = (
  proposal: ProposalRow,
  state: ProposalStateRow | undefined,
  topComment: GovernanceCommentRow | undefined,
): Proposal => {
  const myVote = state?.my_vote ?? null;
  return {
    id: proposal.id,
    policyId: proposal.policy_id,
    title: proposal.title,
    description: proposal.description,
    myVote,
    results:
      (myVote || proposal.status !== 'open') && state
        ? voteResults(state.votes_for, state.votes_against)
        : null,
    topComment: topComment ? presentComment(topComment) : null,
    commentCount: state?.comment_count ?? 0,
    status: proposal.status,
    createdAt: new Date(proposal.created_at).toISOString(),
    closesAt: new Date(proposal.closes_at).toISOString(),
    author:
      proposal.author_id && proposal.author_name
        ? { userId: proposal.author_id, fullName: proposal.author_name }
        : null,
  };
};
