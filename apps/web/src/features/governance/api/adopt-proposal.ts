import type { ProposalDetail } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

/** POST /api/governance/proposals/:id/adopt (admins) → the adopted proposal; the area's text and version change. */
export const adoptProposal = (proposalId: string): Promise<ProposalDetail> =>
  api.post<ProposalDetail>(`/governance/proposals/${encodeURIComponent(proposalId)}/adopt`, {}, {});

export const adoptProposalMutationOptions = () =>
  mutationOptions({ mutationKey: ['governance', 'adopt'], mutationFn: adoptProposal });

export const useAdoptProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...adoptProposalMutationOptions(),
    onSuccess: (proposal) => {
      queryClient.setQueryData(governanceKeys.proposal(proposal.id), proposal);
      void queryClient.invalidateQueries({ queryKey: governanceKeys.policies() });
      void queryClient.invalidateQueries({ queryKey: governanceKeys.history(proposal.policyId) });
    },
  });
};
