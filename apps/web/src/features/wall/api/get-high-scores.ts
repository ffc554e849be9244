import type { HighScores } from '@circles/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './keys';

/** GET /api/arcade/scores → the member's and everyone's top 10. */
export const getHighScores = ({ signal }: { signal?: AbortSignal } = {}): Promise<HighScores> =>
  api.get<HighScores>('/arcade/scores', { signal });

export const highScoresQueryOptions = () =>
  queryOptions({ queryKey: wallKeys.scores, queryFn: ({ signal }) => getHighScores({ signal }) });

export const useHighScores = (enabled = true) => useQuery({ ...highScoresQueryOptions(), enabled });
