import type { Circle } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { circlesKeys } from './keys';

/** GET /api/circles → the circles the viewer has joined or is invited to (pending), sorted by name. */
export const getCircles = ({ signal }: { signal?: AbortSignal } = {}): Promise<Circle[]> =>
  api.get<Circle[]>('/circles', { signal });

export const circlesQueryOptions = () =>
  queryOptions({ queryKey: circlesKeys.list(), queryFn: ({ signal }) => getCircles({ signal }) });

/**
 * The viewer's circles. `refetchOnMount: 'always'` makes every newly mounted reader (the sidebar, the mobile
 * menu when it opens, the /circles page) ask the server again, as docs/product.md §Screens asks of the circle
 * sidebar.
 */
export const useCircles = ({ refetchOnMount = true }: { refetchOnMount?: boolean | 'always' } = {}) =>
  useQuery({ ...circlesQueryOptions(), refetchOnMount });
