import type { MemberSearchResult } from '@circles/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/members?q= → up to 20 people whose name or handle is like the text (typos forgiven). */
export const searchMembers = (text: string, signal?: AbortSignal): Promise<MemberSearchResult> =>
  api.get<MemberSearchResult>('/members', { query: { q: text }, signal });

export const searchMembersQueryOptions = (text: string) =>
  queryOptions({
    queryKey: profileKeys.search(text),
    queryFn: ({ signal }) => searchMembers(text, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });

export const useSearchMembers = (text: string) => useQuery(searchMembersQueryOptions(text));
