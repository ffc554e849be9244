import { invaderColours, invaderSprite } from '../backgrounds/invader-sprites';
import { createStars, drawStars, type Star } from '../backgrounds/stars';
import type { Game } from './engine';

export type GameArt = { invaders: HTMLCanvasElement[][]; stars: Star[] };

export const createGameArt = (width: number, height: number): GameArt => ({
  invaders: invaderColours.map((colour) => [invaderSprite(0, colour), invaderSprite(1, colour)]),
  stars: createStars(80, width, height),
});

/** Paints the game's pieces; invaders mode paints its own night sky, warp mode draws over the warp scene. */
export function drawGame(context: CanvasRenderingContext2D, game: Game, art: GameArt) {
  if (game.mode === 'invaders') {
    context.fillStyle = '#070714';
    context.fillRect(0, 0, game.width, game.height);
    drawStars(context, art.stars);
    const frame = Math.floor(game.elapsed * 2) % 2;
    for (const invader of game.invaders) {
      const image = art.invaders[invader.row % art.invaders.length]?.[frame];
      if (image) context.drawImage(image, invader.x, invader.y);
    }
  } else {
    context.strokeStyle = '#E5E7EB';
    context.lineWidth = 2;
    context.beginPath();
    for (const rock of game.rocks) {
      context.moveTo(rock.x + rock.r, rock.y);
      context.arc(rock.x, rock.y, rock.r, 0, Math.PI * 2);
    }
    context.stroke();
  }
  context.fillStyle = '#FDE68A';
  for (const shot of game.shots) context.fillRect(shot.x - 1.5, shot.y - 8, 3, 12);
  context.fillStyle = '#F87171';
  for (const bomb of game.bombs) context.fillRect(bomb.x - 2, bomb.y - 6, 4, 12);
  // The player's ship blinks while shielded after a hit.
  if (game.shielded > 0 && Math.floor(game.elapsed * 10) % 2 === 0) return;
  const { x, y } = game.player;
  context.fillStyle = '#4ADE80';
  context.beginPath();
  context.moveTo(x, y - 14);
  context.lineTo(x + 18, y + 10);
  context.lineTo(x - 18, y + 10);
  context.closePath();
  context.fill();
}
