import type { GovernancePolicy, Proposal, ProposalDetail, VoteChoice } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

export type CastVoteInput = { proposalId: string; choice: VoteChoice };

/** PUT /api/governance/proposals/:id/vote { choice: for | against | none } → the proposal with its results. */
export const castVote = ({ proposalId, choice }: CastVoteInput): Promise<Proposal> =>
  api.put<Proposal>(`/governance/proposals/${encodeURIComponent(proposalId)}/vote`, { choice }, {});

export const castVoteMutationOptions = () =>
  mutationOptions({ mutationKey: ['governance', 'vote'], mutationFn: castVote });

/** Writes the answer into the cached policies, so results show at once. */
export const replaceProposal = (policies: GovernancePolicy[] | undefined, proposal: Proposal) =>
  policies?.map((policy) => ({
    ...policy,
    proposals: policy.proposals.map((item) => (item.id === proposal.id ? proposal : item)),
  }));

export const useCastVote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...castVoteMutationOptions(),
    onSuccess: (proposal) => {
      queryClient.setQueryData<GovernancePolicy[]>(governanceKeys.policies(), (policies) =>
        replaceProposal(policies, proposal),
      );
      // The proposal's own page keeps its texts; its vote and results come from the answer.
      queryClient.setQueryData<ProposalDetail>(governanceKeys.proposal(proposal.id), (detail) =>
        detail ? { ...detail, ...proposal } : detail,
      );
    },
  });
};
