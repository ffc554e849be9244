import type { Blocks } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blocksKeys } from '../../../api/blocks/keys';
import { api } from '../../../lib/api-client';

/** GET /api/blocks → the members the viewer blocked, newest first. */
export const getBlocks = ({ signal }: { signal?: AbortSignal } = {}): Promise<Blocks> =>
  api.get<Blocks>('/blocks', { signal });

export const blocksQueryOptions = () =>
  queryOptions({ queryKey: blocksKeys.all, queryFn: ({ signal }) => getBlocks({ signal }) });

export const useBlocks = () => useQuery(blocksQueryOptions());
