import type { HighScores, StartedGame, SubmitScoreInput } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './keys';

/** POST /api/arcade/scores { gameId, mode, score, durationMs } → the top 10s including this game. */
export const submitScore = (input: SubmitScoreInput): Promise<HighScores> =>
  api.post<HighScores>('/arcade/scores', input);

/** A finished game: its score, and the start the server answered (possibly still on its way). */
export type FinishedGame = Omit<SubmitScoreInput, 'gameId'> & { game: Promise<StartedGame> };

export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...wallKeys.scores, 'submit'],
    mutationFn: async ({ game, ...score }: FinishedGame) =>
      submitScore({ ...score, gameId: (await game).id }),
    onSuccess: (scores) => queryClient.setQueryData(wallKeys.scores, scores),
  });
}
