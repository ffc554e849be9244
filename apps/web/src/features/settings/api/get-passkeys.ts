import type { PasskeySummary } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passkeysKeys } from './keys';

/** A passkey as JSON carries its date as text; contracts' passkeySummarySchema turns it into a Date. */
type PasskeyAnswer = Omit<PasskeySummary, 'createdAt'> & { createdAt?: string | null };

/** GET /api/auth/passkey/list-user-passkeys → the member's passkeys, newest first. */
export const getPasskeys = async ({ signal }: { signal?: AbortSignal } = {}): Promise<PasskeySummary[]> => {
  const answer = await api.get<PasskeyAnswer[]>('/auth/passkey/list-user-passkeys', { signal });
  const list = answer.map(({ createdAt, ...passkey }) => ({
    ...passkey,
    createdAt: createdAt == null ? createdAt : new Date(createdAt),
  }));
  return list.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
};

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: passkeysKeys.all, queryFn: ({ signal }) => getPasskeys({ signal }) });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
