import type { StartedGame, StartGameInput } from '@circles/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wallKeys } from './keys';

/** POST /api/arcade/games { mode } → the game the server started: its score names it (issue #37). */
export const startGame = (input: StartGameInput): Promise<StartedGame> =>
  api.post<StartedGame>('/arcade/games', input);

export const useStartGame = () =>
  useMutation({ mutationKey: [...wallKeys.scores, 'start'], mutationFn: startGame });
