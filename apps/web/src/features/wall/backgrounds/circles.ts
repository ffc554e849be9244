import { brandColours, pick, random, type SceneFactory, wrap } from './scene';

/** 20 soft circles and rings drifting and wrapping at the edges. */
export const createCirclesScene: SceneFactory = ({ width, height, isDark }) => {
  const shorter = Math.min(width, height);
  const circles = Array.from({ length: 20 }, (_, index) => ({
    x: random(0, width),
    y: random(0, height),
    r: shorter * (index % 3 === 0 ? random(0.1, 0.22) : random(0.03, 0.09)),
    vx: random(-20, 20),
    vy: random(-20, 20),
    colour: pick(brandColours),
    isRing: index % 2 === 1,
  }));
  return {
    step(seconds) {
      for (const c of circles) {
        c.x = wrap(c.x + c.vx * seconds, width, c.r);
        c.y = wrap(c.y + c.vy * seconds, height, c.r);
      }
    },
    draw(context) {
      context.clearRect(0, 0, width, height);
      for (const c of circles) {
        context.beginPath();
        context.arc(c.x, c.y, c.r, 0, Math.PI * 2);
        if (c.isRing) {
          context.globalAlpha = isDark ? 0.45 : 0.35;
          context.lineWidth = 3;
          context.strokeStyle = c.colour;
          context.stroke();
        } else {
          context.globalAlpha = isDark ? 0.22 : 0.16;
          context.fillStyle = c.colour;
          context.fill();
        }
      }
      context.globalAlpha = 1;
    },
  };
};
