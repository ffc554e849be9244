import type { InvitationList } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationsKeys } from './keys';

/** GET /api/invitations → the member's invitation links, newest first, with who used each (issue #41). */
export const getInvitations = (signal?: AbortSignal): Promise<InvitationList> =>
  api.get<InvitationList>('/invitations', { signal });

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: invitationsKeys.all, queryFn: ({ signal }) => getInvitations(signal) });

export const useInvitations = () => useQuery(invitationsQueryOptions());
