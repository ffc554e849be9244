// Zod-free: what the web app reads from game.ts without its schemas (docs/decisions/0096).
/** The arcade (docs/product.md §Data Game, §Behaviour Arcade, §Limits: 3 lives, top 10 high scores). */
export const gameModes = ['invaders', 'warp'] as const;

export const gameRules = {
  lives: 3,
  topScores: 10,
  /** Points for shooting an invader / a rock in warp mode. */
  invaderPoints: 10,
  rockPoints: 5,
  /** Server sanity limits: no honest game scores faster than this, or more in total. */
  maxPointsPerSecond: 40,
  maxScore: 500_000,
  maxDurationMs: 4 * 60 * 60 * 1000,
} as const;

export const gameMessages = {
  implausible: 'This score is not possible in the time played.',
  overlapping: 'This game overlaps the last score you submitted.',
  /** Issue #37: a score names the game the server started for it. */
  noGame: 'Start a game before submitting its score.',
  unknownGame: 'This game was not started here, or its score is already saved.',
  longerThanGame: 'This game is longer than the time since it started.',
  saveFailed: 'Your score could not be saved.',
  gameOver: 'Game over',
} as const;

export type GameState = { score: number; lives: number; isOver: boolean };

/** The play toggle (and Play again) start at score 0 and 3 lives. */
export const startGame = (): GameState => ({ score: 0, lives: gameRules.lives, isOver: false });

export const scorePoints = (state: GameState, points: number): GameState =>
  state.isOver ? state : { ...state, score: state.score + Math.max(0, Math.round(points)) };

/** One life lost; the last one ends the game. Never below 0. */
export const loseLife = (state: GameState): GameState => {
  if (state.isOver) return state;
  const lives = Math.max(0, state.lives - 1);
  return { ...state, lives, isOver: lives === 0 };
};

/** Whether a submitted score could come from an honest game of that length (the server's check). */
export const isPlausibleScore = (score: number, durationMs: number) =>
  score <= gameRules.maxScore && score <= Math.ceil(durationMs / 1000) * gameRules.maxPointsPerSecond;
