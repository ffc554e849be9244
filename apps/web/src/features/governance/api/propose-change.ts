import { type NewProposalInput, type ProposalDetail, proposalDetailSchema } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

export type ProposeChangeInput = { policyId: string; input: NewProposalInput };

/** POST /api/governance/policies/:id/proposals { title, description, proposedText } → 201 the open proposal. */
export const proposeChange = ({ policyId, input }: ProposeChangeInput): Promise<ProposalDetail> =>
  api.post(`/governance/policies/${encodeURIComponent(policyId)}/proposals`, input, {
    schema: proposalDetailSchema,
  });

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
