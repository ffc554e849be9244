import type { PendingVerification } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { verificationKeys } from './keys';

/** GET /api/verification/requests → the requests waiting for review, oldest first (admins only). */
export const getVerificationRequests = (signal?: AbortSignal): Promise<PendingVerification[]> =>
  api.get<PendingVerification[]>('/verification/requests', { signal });

export const verificationRequestsQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.pending,
    queryFn: ({ signal }) => getVerificationRequests(signal),
  });

export const useVerificationRequests = (isEnabled = true) =>
  useQuery({ ...verificationRequestsQueryOptions(), enabled: isEnabled });
