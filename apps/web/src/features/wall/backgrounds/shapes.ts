import { brandColours, pick, random, type SceneFactory, wrap } from './scene';

const kinds = ['triangle', 'square', 'circle', 'diamond'] as const;

/** docs/product.md §Limits: 24 shapes, turning slowly as they drift. */
export const createShapesScene: SceneFactory = ({ width, height, isDark }) => {
  const shapes = Array.from({ length: 24 }, () => ({
    x: random(0, width),
    y: random(0, height),
    size: random(18, 56),
    angle: random(0, Math.PI * 2),
    spin: random(-0.8, 0.8),
    vx: random(-30, 30),
    vy: random(-30, 30),
    kind: pick(kinds),
    colour: pick(brandColours),
  }));
  return {
    step(seconds) {
      for (const s of shapes) {
        s.x = wrap(s.x + s.vx * seconds, width, s.size);
        s.y = wrap(s.y + s.vy * seconds, height, s.size);
        s.angle += s.spin * seconds;
      }
    },
    draw(context) {
      context.clearRect(0, 0, width, height);
      context.globalAlpha = isDark ? 0.55 : 0.45;
      context.lineWidth = 3;
      for (const s of shapes) {
        context.save();
        context.translate(s.x, s.y);
        context.rotate(s.angle);
        context.strokeStyle = s.colour;
        context.beginPath();
        const h = s.size / 2;
        if (s.kind === 'circle') context.arc(0, 0, h, 0, Math.PI * 2);
        else if (s.kind === 'square') context.rect(-h, -h, s.size, s.size);
        else if (s.kind === 'diamond') {
          context.moveTo(0, -h);
          context.lineTo(h, 0);
          context.lineTo(0, h);
          context.lineTo(-h, 0);
          context.closePath();
        } else {
          context.moveTo(0, -h);
          context.lineTo(h, h);
          context.lineTo(-h, h);
          context.closePath();
        }
        context.stroke();
        context.restore();
      }
      context.globalAlpha = 1;
    },
  };
};
