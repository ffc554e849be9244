import {
  type GovernancePolicy,
  governanceMessages,
  isUuid,
  type ProposalRule,
  type VoteChoice,
} from '@circles/contracts';
import { conflict, notFound } from '../../lib/errors';
import { presentComment, presentProposal } from './present';
import type { GovernanceRepository } from './repository';

/**
 * Platform Governance: every member may read the policies, vote on open proposals (issue #40: until they close),
 * comment and like comments. Members' own proposals: proposals-service.ts.
 */
export const createGovernanceService = (
  repository: GovernanceRepository,
  rule: ProposalRule,
  now = () => new Date(),
) => {
  async function existingProposal(proposalId: string) {
    if (!(await repository.proposalExists(proposalId))) throw notFound(governanceMessages.proposalNotFound);
    return proposalId;
  }

  async function proposal(proposalId: string, viewerId: string) {
    const [proposals, states, top] = await Promise.all([
      repository.listProposals(),
      repository.proposalStates(viewerId, [proposalId]),
      repository.topComments(viewerId),
    ]);
    const row = proposals.find((candidate) => candidate.id === proposalId);
    if (!row) throw notFound(governanceMessages.proposalNotFound);
    return presentProposal(row, states[0], top.get(proposalId), { viewerId, rule });
  }

  return {
    proposal,

    async listPolicies(viewerId: string): Promise<GovernancePolicy[]> {
      const [policies, proposals, states, top] = await Promise.all([
        repository.listPolicies(),
        repository.listProposals(),
        repository.proposalStates(viewerId),
        repository.topComments(viewerId),
      ]);
      const stateOf = new Map(states.map((state) => [state.proposal_id, state]));
      return policies.map((policy) => ({
        id: policy.id,
        title: policy.title,
        description: policy.description,
        version: policy.version,
        currentPolicy: policy.current_policy,
        proposals: proposals
          .filter((row) => row.policy_id === policy.id)
          .map((row) => presentProposal(row, stateOf.get(row.id), top.get(row.id), { viewerId, rule })),
      }));
    },

    async vote(proposalId: string, choice: VoteChoice, viewerId: string) {
      await existingProposal(proposalId);
      if (!(await repository.vote(proposalId, viewerId, choice, now()))) {
        throw conflict(governanceMessages.proposalClosed, 'proposal_closed');
      }
      return proposal(proposalId, viewerId);
    },

    async listComments(proposalId: string, viewerId: string) {
      await existingProposal(proposalId);
      return (await repository.listComments(proposalId, viewerId)).map(presentComment);
    },

    async addComment(proposalId: string, content: string, viewerId: string) {
      await existingProposal(proposalId);
      const id = await repository.addComment(proposalId, viewerId, content);
      const row = await repository.findComment(id, viewerId);
      if (!row) throw new Error('comment vanished after insert');
      return presentComment(row);
    },

    async toggleCommentLike(commentId: string, viewerId: string) {
      const found = isUuid(commentId) ? await repository.findComment(commentId, viewerId) : undefined;
      if (!found) throw notFound(governanceMessages.commentNotFound);
      await repository.toggleCommentLike(commentId, found.proposal_id, viewerId);
      const after = await repository.findComment(commentId, viewerId);
      return { liked: Boolean(after?.is_liked), count: after?.likes ?? 0 };
    },
  };
};

export type GovernanceService = ReturnType<typeof createGovernanceService>;
