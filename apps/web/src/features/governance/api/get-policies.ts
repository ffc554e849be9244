import { type GovernancePolicy, governancePolicySchema } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { governanceKeys } from './keys';

const policiesSchema = z.array(governancePolicySchema);

/** GET /api/governance/policies → the policy areas with their proposals, my votes and revealed results. */
export const getPolicies = ({ signal }: { signal?: AbortSignal } = {}): Promise<GovernancePolicy[]> =>
  api.get('/governance/policies', { schema: policiesSchema, signal });

export const policiesQueryOptions = () =>
  queryOptions({ queryKey: governanceKeys.policies(), queryFn: ({ signal }) => getPolicies({ signal }) });

export const usePolicies = () => useQuery(policiesQueryOptions());
