/** Query keys of the profile feature: each member's header and connections, by handle. */
export const profileKeys = {
  all: ['profile'] as const,
  member: (handle: string) => [...profileKeys.all, 'member', handle] as const,
  connections: (handle: string) => [...profileKeys.member(handle), 'connections'] as const,
  /** People found by name or handle (the search page). */
  search: (text: string) => [...profileKeys.all, 'search', text] as const,
};
