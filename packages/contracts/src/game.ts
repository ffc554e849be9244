import { z } from 'zod';
import { gameMessages, gameModes, gameRules } from './game-constants';

export {
  type GameState,
  gameMessages,
  gameModes,
  gameRules,
  isPlausibleScore,
  loseLife,
  scorePoints,
  startGame,
} from './game-constants';
export type GameMode = (typeof gameModes)[number];

/** POST /api/arcade/games: the server starts a game and remembers when. */
export const startGameSchema = z.object({ mode: z.enum(gameModes) });
export type StartGameInput = z.infer<typeof startGameSchema>;
export const startedGameSchema = z.object({ id: z.string(), mode: z.enum(gameModes), startedAt: z.string() });
export type StartedGame = z.infer<typeof startedGameSchema>;

export const submitScoreSchema = z.object({
  gameId: z.uuid(gameMessages.noGame),
  mode: z.enum(gameModes),
  score: z.number().int().min(0).max(gameRules.maxScore, gameMessages.implausible),
  durationMs: z.number().int().min(0).max(gameRules.maxDurationMs),
});
export type SubmitScoreInput = z.infer<typeof submitScoreSchema>;

export const highScoreSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  mode: z.enum(gameModes),
  score: z.number(),
  createdAt: z.string(),
});
export type HighScore = z.infer<typeof highScoreSchema>;

export const highScoresSchema = z.object({
  personal: z.array(highScoreSchema),
  global: z.array(highScoreSchema),
});
export type HighScores = z.infer<typeof highScoresSchema>;
