import { describe, expect, it } from 'vitest';
import { gameRules, isPlausibleScore, loseLife, scorePoints, startGame } from './game';

describe('arcade rules', () => {
  it('starts (and restarts) at score 0 with 3 lives', () => {
    expect(startGame()).toEqual({ score: 0, lives: 3, isOver: false });
    const played = loseLife(scorePoints(startGame(), 50));
    expect(played).toEqual({ score: 50, lives: 2, isOver: false });
    expect(startGame()).toEqual({ score: 0, lives: 3, isOver: false });
  });

  it('adds whole points and ignores negative ones', () => {
    let state = scorePoints(startGame(), gameRules.invaderPoints);
    state = scorePoints(state, gameRules.rockPoints);
    state = scorePoints(state, -20);
    expect(state.score).toBe(15);
  });

  it('ends the game when the third life is lost, and stops counting after that', () => {
    let state = startGame();
    state = loseLife(state);
    state = loseLife(state);
    expect(state.isOver).toBe(false);
    state = loseLife(state);
    expect(state).toEqual({ score: 0, lives: 0, isOver: true });
    expect(loseLife(state).lives).toBe(0);
    expect(scorePoints(state, 10).score).toBe(0);
  });

  it('judges a score against the time played', () => {
    expect(isPlausibleScore(400, 10_000)).toBe(true);
    expect(isPlausibleScore(401, 10_000)).toBe(false);
    expect(isPlausibleScore(0, 0)).toBe(true);
    expect(isPlausibleScore(10, 0)).toBe(false);
    expect(isPlausibleScore(gameRules.maxScore + 1, gameRules.maxDurationMs)).toBe(false);
  });
});
