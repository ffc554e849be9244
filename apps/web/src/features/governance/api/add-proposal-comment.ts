import type { GovernanceComment } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

export type AddProposalCommentInput = { proposalId: string; content: string };

/** POST /api/governance/proposals/:id/comments { content } → 201 the comment. */
export const addProposalComment = ({
  proposalId,
  content,
}: AddProposalCommentInput): Promise<GovernanceComment> =>
  api.post<GovernanceComment>(
    `/governance/proposals/${encodeURIComponent(proposalId)}/comments`,
    { content },
    {},
  );

export const addProposalCommentMutationOptions = () =>
  mutationOptions({ mutationKey: ['governance', 'comment'], mutationFn: addProposalComment });

export const useAddProposalComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...addProposalCommentMutationOptions(),
    onSuccess: (_comment, input) => {
      void queryClient.invalidateQueries({ queryKey: governanceKeys.comments(input.proposalId) });
      void queryClient.invalidateQueries({ queryKey: governanceKeys.policies() });
    },
  });
};
