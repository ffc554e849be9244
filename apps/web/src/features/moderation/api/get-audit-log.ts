import type { AuditLog } from '@circles/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { moderationKeys } from '../../../api/moderation/keys';
import { api } from '../../../lib/api-client';

/** GET /api/moderation/audit?before= → every moderation action, newest first (site moderators and admins). */
export const getAuditLog = (before: string | undefined, signal?: AbortSignal): Promise<AuditLog> =>
  api.get<AuditLog>('/moderation/audit', { query: { before }, signal });

export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.audit,
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useAuditLog = () => useInfiniteQuery(auditLogQueryOptions());
