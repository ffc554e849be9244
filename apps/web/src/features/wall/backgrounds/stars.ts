import { random } from './scene';

export type Star = { x: number; y: number; size: number; speed: number };

export const createStars = (count: number, width: number, height: number): Star[] =>
  Array.from({ length: count }, () => ({
    x: random(0, width),
    y: random(0, height),
    size: random(0.5, 2),
    speed: random(8, 30),
  }));

/** Slowly falling stars, batched into one path. */
export function stepStars(stars: Star[], seconds: number, height: number) {
  for (const star of stars) {
    star.y += star.speed * seconds;
    if (star.y > height) star.y = 0;
  }
}

export function drawStars(context: CanvasRenderingContext2D, stars: Star[]) {
  context.fillStyle = 'rgba(255,255,255,0.8)';
  for (const star of stars) context.fillRect(star.x, star.y, star.size, star.size);
}
