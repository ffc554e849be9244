import type { PolicyHistory } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

/** GET /api/governance/policies/:id/history → the area and every version of its text, newest first. */
export const getPolicyHistory = (
  policyId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PolicyHistory> =>
  api.get<PolicyHistory>(`/governance/policies/${encodeURIComponent(policyId)}/history`, {
    signal,
  });

export const policyHistoryQueryOptions = (policyId: string) =>
  queryOptions({
    queryKey: governanceKeys.history(policyId),
    queryFn: ({ signal }) => getPolicyHistory(policyId, { signal }),
  });

export const usePolicyHistory = (policyId: string) => useQuery(policyHistoryQueryOptions(policyId));
