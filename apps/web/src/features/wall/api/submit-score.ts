import { type HighScores, highScoresSchema, type SubmitScoreInput } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './keys';

/** POST /api/arcade/scores { mode, score, durationMs } → the top 10s including this game. */
export const submitScore = (input: SubmitScoreInput): Promise<HighScores> =>
  api.post('/arcade/scores', input, { schema: highScoresSchema });

export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...wallKeys.scores, 'submit'],
    mutationFn: submitScore,
    onSuccess: (scores) => queryClient.setQueryData(wallKeys.scores, scores),
  });
}
