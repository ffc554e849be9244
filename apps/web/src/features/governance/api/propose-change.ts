import type { NewProposalInput, ProposalDetail } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

export type ProposeChangeInput = { policyId: string; input: NewProposalInput };

/** POST /api/governance/policies/:id/proposals { title, description, proposedText } → 201 the open proposal. */
export const proposeChange = ({ policyId, input }: ProposeChangeInput): Promise<ProposalDetail> =>
  api.post<ProposalDetail>(`/governance/policies/${encodeURIComponent(policyId)}/proposals`, input);

export const proposeChangeMutationOptions = () =>
  mutationOptions({ mutationKey: ['governance', 'propose'], mutationFn: proposeChange });

export const useProposeChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...proposeChangeMutationOptions(),
    onSuccess: (proposal) => {
      queryClient.setQueryData(governanceKeys.proposal(proposal.id), proposal);
      void queryClient.invalidateQueries({ queryKey: governanceKeys.policies() });
    },
  });
};
