import { gameRules } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { createGame, type GameInput, stepGame } from './engine';

const idle: GameInput = { left: false, right: false, fire: false };

describe('arcade engine (issue 13: lives, scoring, reset)', () => {
  it('starts with score 0 and three lives, and a fresh game resets both', () => {
    const game = createGame('invaders', 800, 600);
    expect(game.state).toEqual({ score: 0, lives: 3, isOver: false });
    game.state = { score: 120, lives: 0, isOver: true };
    expect(createGame('invaders', 800, 600).state).toEqual({ score: 0, lives: 3, isOver: false });
  });

  it('a shot that meets an invader removes it and scores its points', () => {
    const game = createGame('invaders', 800, 600);
    const target = game.invaders[0];
    if (!target) throw new Error('no fleet');
    const before = game.invaders.length;
    game.shots.push({ x: target.x + 16, y: target.y + 12 });
    game.fleet.bombIn = 10;
    stepGame(game, idle, 0.001);
    expect(game.invaders).toHaveLength(before - 1);
    expect(game.state.score).toBe(gameRules.invaderPoints);
  });

  it('a bomb on the player costs one life, then a short shield; the third ends the game and nothing moves after', () => {
    const game = createGame('invaders', 800, 600);
    game.fleet.bombIn = 10;
    game.bombs.push({ x: game.player.x, y: game.player.y });
    stepGame(game, idle, 0.001);
    expect(game.state.lives).toBe(2);
    expect(game.shielded).toBeGreaterThan(0);
    // While shielded a bomb does nothing.
    game.bombs.push({ x: game.player.x, y: game.player.y });
    stepGame(game, idle, 0.001);
    expect(game.state.lives).toBe(2);
    for (const expected of [1, 0]) {
      game.shielded = 0;
      game.bombs = [{ x: game.player.x, y: game.player.y }];
      stepGame(game, idle, 0.001);
      expect(game.state.lives).toBe(expected);
    }
    expect(game.state.isOver).toBe(true);
    const x = game.player.x;
    stepGame(game, { left: true, right: false, fire: true }, 1);
    expect(game.player.x).toBe(x);
    expect(game.shots).toEqual([]);
  });

  it('warp: a rock shot down scores, a rock on the player costs a life; the player stays on screen', () => {
    const game = createGame('warp', 800, 600, 5);
    game.rockIn = 10;
    game.rocks.push({ x: 400, y: 100, r: 20, vx: 0, vy: 0 });
    game.shots.push({ x: 400, y: 100 });
    stepGame(game, idle, 0.001);
    expect(game.state.score).toBe(gameRules.rockPoints);
    game.rocks.push({ x: game.player.x, y: game.player.y, r: 20, vx: 0, vy: 0 });
    stepGame(game, idle, 0.001);
    expect(game.state.lives).toBe(2);
    stepGame(game, { left: true, right: false, fire: false }, 10);
    expect(game.player.x).toBe(20);
  });
});
