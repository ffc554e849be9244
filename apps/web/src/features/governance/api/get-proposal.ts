import type { ProposalDetail } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

/** GET /api/governance/proposals/:id → the proposal with its area's text beside the proposed one. */
export const getProposal = (
  proposalId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProposalDetail> =>
  api.get<ProposalDetail>(`/governance/proposals/${encodeURIComponent(proposalId)}`, {
    signal,
  });

export const proposalQueryOptions = (proposalId: string) =>
  queryOptions({
    queryKey: governanceKeys.proposal(proposalId),
    queryFn: ({ signal }) => getProposal(proposalId, { signal }),
  });

export const useProposal = (proposalId: string) => useQuery(proposalQueryOptions(proposalId));
