import {
  type GameMode,
  type GameState,
  gameRules,
  loseLife,
  scorePoints,
  startGame,
} from '@circles/contracts';

export type GameInput = { left: boolean; right: boolean; fire: boolean };
type Body = { x: number; y: number };
type Rock = Body & { r: number; vx: number; vy: number };

export type Game = {
  mode: GameMode;
  width: number;
  height: number;
  state: GameState;
  elapsed: number;
  player: Body;
  shots: Body[];
  bombs: Body[];
  invaders: (Body & { row: number })[];
  fleet: { direction: 1 | -1; speed: number; bombIn: number };
  rocks: Rock[];
  rockIn: number;
  /** Warp speed 0-9 (keys 0-9). */
  speed: number;
  cooldown: number;
  /** Seconds of safety after losing a life. */
  shielded: number;
};

const playerSpeed = 320;
const shotSpeed = 520;
const bombSpeed = 240;
const fireEvery = 0.35;
export const invaderSize = { width: 33, height: 24 };

function createFleet(width: number) {
  const columns = Math.max(4, Math.min(8, Math.floor((width - 40) / 56)));
  const left = (width - (columns - 1) * 56 - invaderSize.width) / 2;
  return Array.from({ length: 4 * columns }, (_, index) => ({
    row: Math.floor(index / columns),
    x: left + (index % columns) * 56,
    y: 60 + Math.floor(index / columns) * 40,
  }));
}

/**
 * A fresh game: score 0, 3 lives (docs/product.md §Behaviour 'the play toggle resets score to 0 and lives to 3').
 */
export function createGame(mode: GameMode, width: number, height: number, speed = 3): Game {
  return {
    mode,
    width,
    height,
    state: startGame(),
    elapsed: 0,
    player: { x: width / 2, y: height - 48 },
    shots: [],
    bombs: [],
    invaders: mode === 'invaders' ? createFleet(width) : [],
    fleet: { direction: 1, speed: 40, bombIn: 1 },
    rocks: [],
    rockIn: 0.5,
    speed,
    cooldown: 0,
    shielded: 0,
  };
}

const hits = (a: Body, b: Body, dx: number, dy: number) =>
  Math.abs(a.x - b.x) < dx && Math.abs(a.y - b.y) < dy;

function loseOneLife(game: Game) {
  game.state = loseLife(game.state);
  game.shielded = 1.5;
  game.bombs = [];
  game.rocks = [];
}

function stepInvaders(game: Game, seconds: number) {
  const { fleet } = game;
  let edge = false;
  for (const invader of game.invaders) {
    invader.x += fleet.direction * fleet.speed * seconds;
    if (invader.x < 10 || invader.x + invaderSize.width > game.width - 10) edge = true;
  }
  if (edge) {
    fleet.direction = fleet.direction === 1 ? -1 : 1;
    for (const invader of game.invaders) invader.y += 16;
  }
  // Bombs fall from the invader closest above the player, so standing still is never safe for long.
  fleet.bombIn -= seconds;
  if (fleet.bombIn <= 0 && game.invaders.length > 0) {
    const shooter = game.invaders.reduce((best, invader) =>
      Math.abs(invader.x - game.player.x) < Math.abs(best.x - game.player.x) ? invader : best,
    );
    game.bombs.push({ x: shooter.x + invaderSize.width / 2, y: shooter.y + invaderSize.height });
    fleet.bombIn = 0.5 + Math.random() * 0.7;
  }
  for (const shot of game.shots) {
    const target = game.invaders.findIndex((invader) =>
      hits(shot, { x: invader.x + 16, y: invader.y + 12 }, 18, 14),
    );
    if (target >= 0) {
      game.invaders.splice(target, 1);
      shot.y = -100;
      game.state = scorePoints(game.state, gameRules.invaderPoints);
    }
  }
  if (game.invaders.some((invader) => invader.y + invaderSize.height >= game.player.y - 10)) {
    loseOneLife(game);
    game.invaders = createFleet(game.width);
  }
  if (game.invaders.length === 0) {
    game.invaders = createFleet(game.width);
    fleet.speed += 20;
  }
}

function stepWarp(game: Game, seconds: number) {
  game.rockIn -= seconds;
  if (game.rockIn <= 0) {
    const r = 14 + Math.random() * 16;
    game.rocks.push({
      x: r + Math.random() * (game.width - 2 * r),
      y: -r,
      r,
      vx: (Math.random() - 0.5) * 40,
      vy: 90 + game.speed * 35,
    });
    game.rockIn = 1.2 / (1 + game.speed * 0.25);
  }
  for (const rock of game.rocks) {
    rock.x += rock.vx * seconds;
    rock.y += rock.vy * seconds;
  }
  for (const shot of game.shots) {
    const target = game.rocks.findIndex((rock) => Math.hypot(rock.x - shot.x, rock.y - shot.y) < rock.r + 4);
    if (target >= 0) {
      game.rocks.splice(target, 1);
      shot.y = -100;
      game.state = scorePoints(game.state, gameRules.rockPoints);
    }
  }
  if (
    game.shielded <= 0 &&
    game.rocks.some((rock) => Math.hypot(rock.x - game.player.x, rock.y - game.player.y) < rock.r + 14)
  ) {
    loseOneLife(game);
  }
  game.rocks = game.rocks.filter((rock) => rock.y < game.height + rock.r);
}

/** Advances the game; nothing moves once it is over. */
export function stepGame(game: Game, input: GameInput, seconds: number) {
  if (game.state.isOver) return;
  game.elapsed += seconds;
  game.shielded = Math.max(0, game.shielded - seconds);
  game.cooldown = Math.max(0, game.cooldown - seconds);
  const direction = (input.right ? 1 : 0) - (input.left ? 1 : 0);
  game.player.x = Math.max(20, Math.min(game.width - 20, game.player.x + direction * playerSpeed * seconds));
  if (input.fire && game.cooldown === 0) {
    game.shots.push({ x: game.player.x, y: game.player.y - 16 });
    game.cooldown = fireEvery;
  }
  for (const shot of game.shots) shot.y -= shotSpeed * seconds;
  for (const bomb of game.bombs) bomb.y += bombSpeed * seconds;
  if (game.mode === 'invaders') stepInvaders(game, seconds);
  else stepWarp(game, seconds);
  game.shots = game.shots.filter((shot) => shot.y > -20);
  if (game.shielded <= 0 && game.bombs.some((bomb) => hits(bomb, game.player, 20, 14))) loseOneLife(game);
  game.bombs = game.bombs.filter((bomb) => bomb.y < game.height + 10);
}
