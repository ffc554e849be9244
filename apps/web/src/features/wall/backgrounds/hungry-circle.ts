import { random, type SceneFactory } from './scene';

/** A hungry circle chases and eats the nearest of 30 pellets; eaten pellets grow back elsewhere. */
export const createHungryCircleScene: SceneFactory = ({ width, height, isDark }) => {
  const pellets = Array.from({ length: 30 }, () => ({
    x: random(20, width - 20),
    y: random(20, height - 20),
  }));
  const eater = { x: width / 2, y: height / 2, angle: 0, mouth: 0 };
  const speed = 140;
  const radius = 26;
  return {
    step(seconds) {
      eater.mouth += seconds * 8;
      let target = pellets[0] as { x: number; y: number };
      let best = Number.POSITIVE_INFINITY;
      for (const pellet of pellets) {
        const distance = Math.hypot(pellet.x - eater.x, pellet.y - eater.y);
        if (distance < best) [best, target] = [distance, pellet];
      }
      eater.angle = Math.atan2(target.y - eater.y, target.x - eater.x);
      const move = Math.min(best, speed * seconds);
      eater.x += Math.cos(eater.angle) * move;
      eater.y += Math.sin(eater.angle) * move;
      if (best < radius * 0.6) {
        target.x = random(20, width - 20);
        target.y = random(20, height - 20);
      }
    },
    draw(context) {
      context.clearRect(0, 0, width, height);
      context.fillStyle = isDark ? '#FDE68A' : '#D97706';
      for (const pellet of pellets) {
        context.beginPath();
        context.arc(pellet.x, pellet.y, 5, 0, Math.PI * 2);
        context.fill();
      }
      const open = 0.05 + Math.abs(Math.sin(eater.mouth)) * 0.35;
      context.fillStyle = '#F1C40F';
      context.beginPath();
      context.moveTo(eater.x, eater.y);
      context.arc(
        eater.x,
        eater.y,
        radius,
        eater.angle + open * Math.PI,
        eater.angle - open * Math.PI + Math.PI * 2,
      );
      context.closePath();
      context.fill();
    },
  };
};
