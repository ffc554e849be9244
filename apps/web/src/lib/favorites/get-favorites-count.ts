import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client';
import { favoritesKeys } from './keys';

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
