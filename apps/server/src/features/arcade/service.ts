import {
  gameMessages,
  gameRules,
  type HighScore,
  type HighScores,
  isPlausibleScore,
  type SubmitScoreInput,
} from '@circles/contracts';
import { badRequest } from '../../lib/errors';
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

    /**
     * Records a finished game when it is plausible: no more than the points per second a real game allows, and
     * not longer than the time since the member's previous submission (one player plays one game at a time).
     */
    async submit(userId: string, input: SubmitScoreInput): Promise<HighScores> {
      if (!isPlausibleScore(input.score, input.durationMs)) throw badRequest(gameMessages.implausible);
      const last = await repository.lastSubmittedAt(userId);
      if (last && Date.now() - last.getTime() + slackMs < input.durationMs) {
        throw badRequest(gameMessages.overlapping);
      }
      await repository.insert(userId, input.mode, input.score, input.durationMs);
      return highScores(userId);
    },
  };
};

export type ArcadeService = ReturnType<typeof createArcadeService>;
