/**
 * Query keys of circles, one tree so a mutation can invalidate exactly what it changed:
 * everything (`all`), the viewer's list, or one circle and the data hanging off it.
 */
export const circlesKeys = {
  all: ['circles'] as const,
  list: () => [...circlesKeys.all, 'list'] as const,
  discover: (list: string, search: string) => [...circlesKeys.all, 'discover', list, search] as const,
  detail: (circleId: string) => [...circlesKeys.all, 'detail', circleId] as const,
  members: (circleId: string) => [...circlesKeys.detail(circleId), 'members'] as const,
  inviteCandidates: (circleId: string) => [...circlesKeys.detail(circleId), 'invite-candidates'] as const,
  joinRequests: (circleId: string) => [...circlesKeys.detail(circleId), 'join-requests'] as const,
};
