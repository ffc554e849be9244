import { fillNight, random, type SceneFactory } from './scene';

const glyphs = 'アイウエオカキクケコサシスセソタチツテト0123456789ABCDEF<>=*+';
const cell = 18;

/** Green glyph rain: one falling head per column over a trail that fades a little every frame. */
export const createMatrixScene: SceneFactory = ({ width, height }) => {
  const columns = Array.from({ length: Math.ceil(width / cell) }, () => ({
    y: random(-height, 0),
    speed: random(6, 16),
  }));
  let pending = 0;
  let first = true;
  return {
    step(seconds) {
      pending += seconds;
    },
    draw(context) {
      if (first) {
        fillNight(context, width, height, '#020b04');
        first = false;
      }
      // The fade is per frame, so trails are as long at 30 fps as at 60.
      context.fillStyle = 'rgba(2, 11, 4, 0.09)';
      context.fillRect(0, 0, width, height);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font, not a text
      context.font = `${cell - 2}px monospace`;
      context.fillStyle = '#4ADE80';
      for (let i = 0; i < columns.length; i++) {
        const column = columns[i] as { y: number; speed: number };
        column.y += column.speed * pending * cell;
        if (column.y > height + cell * 4 && Math.random() < 0.05) column.y = random(-cell * 10, 0);
        const glyph = glyphs[Math.floor(Math.random() * glyphs.length)] as string;
        context.fillText(glyph, i * cell, column.y);
      }
      pending = 0;
    },
  };
};
