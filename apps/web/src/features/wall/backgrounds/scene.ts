/** One animated background: advance by `seconds`, then paint the whole canvas. */
export type Scene = {
  step: (seconds: number) => void;
  draw: (context: CanvasRenderingContext2D) => void;
  /** Warp speed 0-9 (the arcade's keys); ignored by other scenes. */
  setSpeed?: (speed: number) => void;
};
export type SceneSize = { width: number; height: number; isDark: boolean };
export type SceneFactory = (size: SceneSize) => Scene;

export const random = (min: number, max: number) => min + Math.random() * (max - min);
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
export const brandColours = ['#7C5CFF', '#38BDF8', '#EC63B2', '#F1C40F', '#A6CE39', '#FF8A00'] as const;

/** Wraps a coordinate into [-margin, size + margin). */
export const wrap = (value: number, size: number, margin: number) =>
  value < -margin ? size + margin : value > size + margin ? -margin : value;

/** Draws text (an emoji or a glyph) once into a small canvas, so a frame blits images instead of shaping text. */
export function sprite(text: string, size: number, font = 'sans-serif', colour = '#000') {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size * 1.25);
  canvas.height = Math.ceil(size * 1.25);
  const context = canvas.getContext('2d');
  if (context) {
    context.font = `${size}px ${font}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillStyle = colour;
    context.fillText(text, canvas.width / 2, canvas.height / 2 + size * 0.05);
  }
  return canvas;
}

/** A dark backdrop for the night-sky scenes. */
export function fillNight(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  colour = '#070714',
) {
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
}
