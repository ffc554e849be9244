import { invaderColours, invaderSprite } from './invader-sprites';
import { fillNight, type SceneFactory } from './scene';
import { createStars, drawStars, stepStars } from './stars';

/** A 5x11 fleet marching side to side and stepping down, over a starfield. */
export const createInvadersScene: SceneFactory = ({ width, height }) => {
  const sprites = invaderColours.map(
    (colour) => [invaderSprite(0, colour), invaderSprite(1, colour)] as const,
  );
  const stars = createStars(80, width, height);
  const gapX = 54;
  const gapY = 42;
  const fleetWidth = gapX * 10 + 33;
  let offsetX = 20;
  let offsetY = 40;
  let direction = 1;
  let time = 0;
  return {
    step(seconds) {
      time += seconds;
      stepStars(stars, seconds, height);
      offsetX += direction * 40 * seconds;
      if (offsetX + fleetWidth > width - 20 || offsetX < 20) {
        direction = -direction;
        offsetX = Math.max(20, Math.min(width - 20 - fleetWidth, offsetX));
        offsetY += 12;
        if (offsetY > height * 0.45) offsetY = 40;
      }
    },
    draw(context) {
      fillNight(context, width, height);
      drawStars(context, stars);
      const frame = Math.floor(time * 2) % 2;
      for (let row = 0; row < 5; row++) {
        const image = sprites[row]?.[frame];
        if (!image) continue;
        for (let column = 0; column < 11; column++) {
          context.drawImage(image, offsetX + column * gapX, offsetY + row * gapY);
        }
      }
    },
  };
};
