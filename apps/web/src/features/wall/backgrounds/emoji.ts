import { emojiFontFamily } from '../../../components/ui/emoji';
import { pick, random, type SceneFactory, sprite } from './scene';

const faces = ['😀', '😍', '🥳', '😎', '🤩', '🦄', '🌈', '⭐', '🎉', '💖', '🍕', '🚀'];

/** docs/product.md §Limits: 50 emoji floating upwards, drawn from pre-rendered sprites. */
export const createEmojiScene: SceneFactory = ({ width, height }) => {
  const sprites = new Map(faces.map((face) => [face, sprite(face, 48, emojiFontFamily)]));
  const floaters = Array.from({ length: 50 }, () => ({
    x: random(0, width),
    y: random(0, height),
    size: random(22, 48),
    rise: random(20, 60),
    sway: random(0, Math.PI * 2),
    image: sprites.get(pick(faces)) as HTMLCanvasElement,
  }));
  return {
    step(seconds) {
      for (const f of floaters) {
        f.y -= f.rise * seconds;
        f.sway += seconds;
        if (f.y < -f.size) {
          f.y = height + f.size;
          f.x = random(0, width);
        }
      }
    },
    draw(context) {
      context.clearRect(0, 0, width, height);
      context.globalAlpha = 0.8;
      for (const f of floaters) {
        context.drawImage(
          f.image,
          f.x + Math.sin(f.sway) * 12 - f.size / 2,
          f.y - f.size / 2,
          f.size,
          f.size,
        );
      }
      context.globalAlpha = 1;
    },
  };
};
