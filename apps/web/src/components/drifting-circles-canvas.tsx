import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { createScene, type SceneState } from './drifting-circles-scene';

const maxPixelRatio = 1.5;

type Scene = { update: (state: SceneState) => void; close: () => void };

/**
 * Where the browser can (OffscreenCanvas), a worker draws: every frame would otherwise be raster work on the
 * main thread (10-30% of it at 30 frames a second without a GPU, measured), which delays a phone's first
 * interaction and counts as blocking time (issue #16). Elsewhere, and in tests, the page draws.
 */
function openScene(canvas: HTMLCanvasElement): Scene | null {
  if (typeof Worker === 'function' && typeof canvas.transferControlToOffscreen === 'function') {
    const worker = new Worker(new URL('./drifting-circles.worker.ts', import.meta.url), { type: 'module' });
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ canvas: offscreen }, [offscreen]);
    return { update: (state) => worker.postMessage({ state }), close: () => worker.terminate() };
  }
  const context = canvas.getContext('2d');
  if (!context) return null;
  const scene = createScene(context);
  return { update: scene.update, close: scene.stop };
}

/**
 * The auth screens' animated background (docs/product.md §Screens): softly drifting brand-coloured circles on a
 * canvas. Decorative only. With reduced motion it draws one still frame; the browser pauses it in hidden tabs. The
 * canvas is made when the page mounts (a canvas handed to a worker cannot be handed again, and React may mount an
 * effect twice), so the page's HTML rendered at build time has none.
 */
export function DriftingCirclesCanvas({ className }: { className?: string }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'block size-full';
    container.append(canvas);
    const scene = openScene(canvas);
    if (!scene) return () => canvas.remove();

    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () =>
      scene.update({
        width: canvas.clientWidth,
        height: canvas.clientHeight,
        ratio: Math.min(window.devicePixelRatio || 1, maxPixelRatio),
        isDark: document.documentElement.classList.contains('dark'),
        isMoving: !reducedMotion.matches,
      });
    const resizeObserver = new ResizeObserver(update);
    resizeObserver.observe(canvas);
    // The theme is a class on <html> (lib/theme.ts).
    const themeObserver = new MutationObserver(update);
    themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    reducedMotion.addEventListener('change', update);
    update();
    return () => {
      resizeObserver.disconnect();
      themeObserver.disconnect();
      reducedMotion.removeEventListener('change', update);
      scene.close();
      canvas.remove();
    };
  }, []);

  return (
    <div
      ref={containerRef}
      aria-hidden="true"
      className={cn('pointer-events-none fixed inset-0 -z-10', className)}
    />
  );
}
