import type { WallBackground } from '@circles/contracts';
import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { sceneFactories } from '../backgrounds';

/** Longest step a frame may take (after a stall, scenes jump ahead at most this far). */
const maxStepSeconds = 0.1;

/**
 * The wall's animated background on one canvas, driven by requestAnimationFrame. It stops while the tab is hidden,
 * and with prefers-reduced-motion it paints one settled frame and never animates.
 */
export function BackgroundCanvas({ background }: { background: WallBackground }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d', { alpha: true });
    if (!canvas || !context || background === 'none') return;
    let scene = sceneFactories[background]({ width: 1, height: 1, isDark: false });
    let frame = 0;
    let last = 0;

    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const width = Math.max(1, Math.round(rect.width));
      const height = Math.max(1, Math.round(rect.height));
      canvas.width = width;
      canvas.height = height;
      const isDark = document.documentElement.classList.contains('dark');
      scene = sceneFactories[background]({ width, height, isDark });
      if (reducedMotion) {
        // A settled still: a couple of seconds of motion, painted once.
        for (let i = 0; i < 60; i++) {
          scene.step(1 / 30);
          scene.draw(context);
        }
      }
    };
    const tick = (now: number) => {
      const seconds = last ? Math.min(maxStepSeconds, (now - last) / 1000) : 0;
      last = now;
      scene.step(seconds);
      scene.draw(context);
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (reducedMotion || frame || document.hidden) return;
      last = 0;
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    resize();
    start();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [background, reducedMotion]);

  if (background === 'none') return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a decorative canvas, never focusable
    <canvas
      ref={canvasRef}
      data-background={background}
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full"
    />
  );
}
