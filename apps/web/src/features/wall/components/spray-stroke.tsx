import type { WallSpray } from '@circles/contracts';
import { memo, useEffect, useState } from 'react';

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

/**
 * Paints a stroke's dots into a canvas once per change and shows the result as an image: images are painted into
 * the wall's layer, where a canvas per stroke would be a layer of its own for the compositor to blend every frame
 * the background moves.
 */
export const SprayStroke = memo(function SprayStroke({ stroke }: { stroke: WallSpray }) {
  const [url, setUrl] = useState<string | null>(null);
  const natural = naturalSize(stroke);

  useEffect(() => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return;
    canvas.width = Math.ceil(natural.width);
    canvas.height = Math.ceil(natural.height);
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
    let objectUrl: string | null = null;
    let isCurrent = true;
    canvas.toBlob((blob) => {
      if (!blob || !isCurrent) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      isCurrent = false;
      // The previous picture stays on screen until the next one is ready; then its URL goes.
      if (objectUrl) {
        const stale = objectUrl;
        window.setTimeout(() => URL.revokeObjectURL(stale), 1000);
      }
    };
  }, [stroke.id, stroke.points, stroke.size, stroke.content, natural.width, natural.height]);

  return url ? (
    <img src={url} alt="" draggable={false} className="pointer-events-none block size-full select-none" />
  ) : null;
});

/** The box the dots were placed in (a resized stroke scales its canvas, its points stay as painted). */
export function naturalSize(stroke: WallSpray) {
  const half = stroke.size / 2;
  const width = Math.max(...stroke.points.map(([x]) => x)) + half;
  const height = Math.max(...stroke.points.map(([, y]) => y)) + half;
  return { width: Math.max(1, width), height: Math.max(1, height) };
}
