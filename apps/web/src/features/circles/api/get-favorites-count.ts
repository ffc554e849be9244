import { queryOptions, useQuery } from '@tanstack/react-query';
import { favoritesKeys } from '../../../api/favorites/keys';
import { api } from '../../../lib/api-client';

/** GET /api/favorites/count → { count } of saved posts the member may still see. */
export const getFavoritesCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ count: number }>('/favorites/count', { signal });

export const favoritesCountQueryOptions = () =>
  queryOptions({
    queryKey: favoritesKeys.count(),
    queryFn: ({ signal }) => getFavoritesCount({ signal }),
    select: (data) => data.count,
  });

export const useFavoritesCount = () => useQuery(favoritesCountQueryOptions());
