import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { favoritesKeys } from '../../../api/favorites/keys';
import { api } from '../../../lib/api-client';

const countSchema = z.object({ count: z.number() });

/** GET /api/favorites/count → { count } of saved posts the member may still see. */
export const getFavoritesCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/favorites/count', { schema: countSchema, signal });

export const favoritesCountQueryOptions = () =>
  queryOptions({
    queryKey: favoritesKeys.count(),
    queryFn: ({ signal }) => getFavoritesCount({ signal }),
    select: (data) => data.count,
  });

export const useFavoritesCount = () => useQuery(favoritesCountQueryOptions());
