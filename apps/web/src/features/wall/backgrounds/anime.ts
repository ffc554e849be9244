import { random, type SceneFactory } from './scene';

/** Falling cherry-blossom petals and twinkling sparkles over radiating speed lines. */
export const createAnimeScene: SceneFactory = ({ width, height, isDark }) => {
  const petals = Array.from({ length: 40 }, () => ({
    x: random(0, width),
    y: random(-height, height),
    size: random(6, 14),
    fall: random(30, 80),
    sway: random(0, Math.PI * 2),
    spin: random(-2, 2),
    angle: random(0, Math.PI),
  }));
  const sparkles = Array.from({ length: 24 }, () => ({
    x: random(0, width),
    y: random(0, height),
    phase: random(0, 6),
  }));
  const lines = Array.from({ length: 36 }, (_, i) => ({
    angle: (i / 36) * Math.PI * 2 + random(-0.05, 0.05),
  }));
  let time = 0;
  return {
    step(seconds) {
      time += seconds;
      for (const p of petals) {
        p.y += p.fall * seconds;
        p.sway += seconds;
        p.angle += p.spin * seconds;
        p.x += Math.sin(p.sway) * 20 * seconds;
        if (p.y > height + 20) {
          p.y = -20;
          p.x = random(0, width);
        }
      }
    },
    draw(context) {
      context.clearRect(0, 0, width, height);
      const cx = width / 2;
      const cy = height / 2;
      const reach = Math.hypot(width, height) / 2;
      context.strokeStyle = isDark ? 'rgba(255,255,255,0.06)' : 'rgba(80,60,160,0.07)';
      context.lineWidth = 2;
      context.beginPath();
      for (const line of lines) {
        context.moveTo(cx + Math.cos(line.angle) * reach * 0.45, cy + Math.sin(line.angle) * reach * 0.45);
        context.lineTo(cx + Math.cos(line.angle) * reach, cy + Math.sin(line.angle) * reach);
      }
      context.stroke();
      context.fillStyle = '#F9A8D4';
      for (const p of petals) {
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.beginPath();
        context.ellipse(0, 0, p.size, p.size / 2, 0, 0, Math.PI * 2);
        context.fill();
        context.restore();
      }
      context.fillStyle = isDark ? '#FDE68A' : '#F59E0B';
      for (const s of sparkles) {
        const size = 2 + 3 * Math.abs(Math.sin(time * 2 + s.phase));
        context.fillRect(s.x - size / 2, s.y - size * 2, size, size * 4);
        context.fillRect(s.x - size * 2, s.y - size / 2, size * 4, size);
      }
    },
  };
};
