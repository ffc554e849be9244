import { fillNight, random, type SceneFactory } from './scene';

/** Stars streaking out of the centre; the speed (0-9, the arcade's keys) sets how fast. */
export const createWarpScene: SceneFactory = ({ width, height }) => {
  const stars = Array.from({ length: 220 }, () => ({
    x: random(-1, 1),
    y: random(-1, 1),
    z: random(0.05, 1),
  }));
  let speed = 3;
  const cx = width / 2;
  const cy = height / 2;
  const scale = Math.max(width, height) / 2;
  let travel = 0;
  return {
    setSpeed(next) {
      speed = Math.max(0, Math.min(9, next));
    },
    step(seconds) {
      travel = (0.05 + speed * 0.12) * seconds;
      for (const star of stars) {
        star.z -= travel;
        if (star.z <= 0.02) {
          star.x = random(-1, 1);
          star.y = random(-1, 1);
          star.z = 1;
        }
      }
    },
    draw(context) {
      fillNight(context, width, height, '#03030c');
      context.strokeStyle = '#C7D2FE';
      context.lineCap = 'round';
      context.beginPath();
      for (const star of stars) {
        const x = cx + (star.x / star.z) * scale * 0.3;
        const y = cy + (star.y / star.z) * scale * 0.3;
        const tail = star.z + travel * 4 + 0.01;
        context.moveTo(cx + (star.x / tail) * scale * 0.3, cy + (star.y / tail) * scale * 0.3);
        context.lineTo(x, y);
      }
      context.lineWidth = 1.5;
      context.stroke();
    },
  };
};
