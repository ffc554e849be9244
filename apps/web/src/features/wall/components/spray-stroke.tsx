import type { WallSpray } from '@circles/contracts';
import { memo, useEffect, useRef } from 'react';

/** A small deterministic random sequence, so a stroke looks the same on every screen and every redraw. */
function seeded(seedText: string) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507);
    seed = Math.imul(seed ^ (seed >>> 13), 3266489909);
    seed ^= seed >>> 16;
    return (seed >>> 0) / 4294967296;
  };
}

const dotsPerPoint = 14;

/** Paints a spray stroke's dots once per change onto its own canvas (cheaper than hundreds of DOM nodes). */
export const SprayStroke = memo(function SprayStroke({ stroke }: { stroke: WallSpray }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const natural = naturalSize(stroke);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    canvas.width = Math.ceil(natural.width);
    canvas.height = Math.ceil(natural.height);
    context.clearRect(0, 0, canvas.width, canvas.height);
    const random = seeded(stroke.id);
    const radius = stroke.size / 2;
    context.fillStyle = stroke.content;
    for (const [px, py] of stroke.points) {
      for (let i = 0; i < dotsPerPoint; i++) {
        const angle = random() * Math.PI * 2;
        const distance = Math.sqrt(random()) * radius;
        context.globalAlpha = 0.35 + random() * 0.5;
        context.beginPath();
        context.arc(
          px + Math.cos(angle) * distance,
          py + Math.sin(angle) * distance,
          1 + random() * 2,
          0,
          Math.PI * 2,
        );
        context.fill();
      }
    }
  }, [stroke.id, stroke.points, stroke.size, stroke.content, natural.width, natural.height]);

  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas is not focusable; the element around it is labelled
  return <canvas ref={canvasRef} aria-hidden="true" className="pointer-events-none block size-full" />;
});

/** The box the dots were placed in (a resized stroke scales its canvas, its points stay as painted). */
export function naturalSize(stroke: WallSpray) {
  const half = stroke.size / 2;
  const width = Math.max(...stroke.points.map(([x]) => x)) + half;
  const height = Math.max(...stroke.points.map(([, y]) => y)) + half;
  return { width: Math.max(1, width), height: Math.max(1, height) };
}
