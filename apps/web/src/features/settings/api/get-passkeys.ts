import { type PasskeySummary, passkeyListSchema } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passkeysKeys } from './keys';

/** GET /api/auth/passkey/list-user-passkeys → the member's passkeys, newest first. */
export const getPasskeys = async ({ signal }: { signal?: AbortSignal } = {}): Promise<PasskeySummary[]> => {
  const list = await api.get('/auth/passkey/list-user-passkeys', { schema: passkeyListSchema, signal });
  return list.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
};

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: passkeysKeys.all, queryFn: ({ signal }) => getPasskeys({ signal }) });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
