import type { GovernanceComment } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

/** GET /api/governance/proposals/:id/comments → the discussion, newest first. */
export const getProposalComments = (
  proposalId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GovernanceComment[]> =>
  api.get<GovernanceComment[]>(`/governance/proposals/${encodeURIComponent(proposalId)}/comments`, {
    signal,
  });

export const proposalCommentsQueryOptions = (proposalId: string) =>
  queryOptions({
    queryKey: governanceKeys.comments(proposalId),
    queryFn: ({ signal }) => getProposalComments(proposalId, { signal }),
  });

export const useProposalComments = (proposalId: string, enabled: boolean) =>
  useQuery({ ...proposalCommentsQueryOptions(proposalId), enabled });
