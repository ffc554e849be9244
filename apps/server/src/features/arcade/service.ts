import {
  gameMessages,
  gameRules,
  type HighScore,
  type HighScores,
  isPlausibleScore,
  type StartedGame,
  type StartGameInput,
  type SubmitScoreInput,
} from '@circles/contracts';
import { badRequest, conflict } from '../../lib/errors';
import type { ArcadeRepository } from './repository';

type ScoreRow = Awaited<ReturnType<ArcadeRepository['listTop']>>[number];

const present = (row: ScoreRow): HighScore => ({
  id: row.id,
  userId: row.user_id,
  fullName: row.full_name,
  mode: row.mode,
  score: row.score,
  createdAt: row.created_at.toISOString(),
});

/** Time a client's clock and the request may add to a game's claimed length. */
const slackMs = 5_000;

export const createArcadeService = (repository: ArcadeRepository) => {
  const highScores = async (userId: string): Promise<HighScores> => {
    const [personal, global] = await Promise.all([
      repository.listTopForMember(userId, gameRules.topScores),
      repository.listTop(gameRules.topScores),
    ]);
    return { personal: personal.map(present), global: global.map(present) };
  };

  return {
    highScores,

    async startGame(userId: string, input: StartGameInput): Promise<StartedGame> {
      const game = await repository.startGame(userId, input.mode);
      return { id: game.id, mode: game.mode, startedAt: game.started_at.toISOString() };
    },

    /**
     * Records a finished game when it is plausible (issue #37): it names a game the server started for this
     * member and mode, claims no more play than the server has seen since, scores no more points per second than
     * a real game allows, is not longer than the time since the member's previous submission, and saves once.
     */
    async submit(userId: string, input: SubmitScoreInput): Promise<HighScores> {
      const game = await repository.findOpenGame(userId, input.gameId);
      if (!game || game.mode !== input.mode) throw conflict(gameMessages.unknownGame, 'unknown_game');
      if (input.durationMs > game.elapsed_ms + slackMs) throw badRequest(gameMessages.longerThanGame);
      if (!isPlausibleScore(input.score, input.durationMs)) throw badRequest(gameMessages.implausible);
      const last = await repository.lastSubmittedAt(userId);
      if (last && Date.now() - last.getTime() + slackMs < input.durationMs) {
        throw badRequest(gameMessages.overlapping);
      }
      const saved = await repository.recordScore(
        userId,
        input.gameId,
        input.mode,
        input.score,
        input.durationMs,
      );
      if (!saved) throw conflict(gameMessages.unknownGame, 'unknown_game');
      return highScores(userId);
    },
  };
};

export type ArcadeService = ReturnType<typeof createArcadeService>;
