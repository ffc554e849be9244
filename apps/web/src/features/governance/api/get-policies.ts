import type { GovernancePolicy } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

/** GET /api/governance/policies → the policy areas with their proposals, my votes and revealed results. */
export const getPolicies = ({ signal }: { signal?: AbortSignal } = {}): Promise<GovernancePolicy[]> =>
  api.get<GovernancePolicy[]>('/governance/policies', { signal });

export const policiesQueryOptions = () =>
  queryOptions({ queryKey: governanceKeys.policies(), queryFn: ({ signal }) => getPolicies({ signal }) });

export const usePolicies = () => useQuery(policiesQueryOptions());
