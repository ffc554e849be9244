import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn';

/** SPEC §9 'Animated background counts': a fixed number of shapes. */
const circleCount = 18;
/** Frames per second; the drift is slow, so 30 looks smooth and halves the work of 60. */
const frameMs = 1000 / 30;
const maxPixelRatio = 1.5;

// Brand colours as RGB (the CSS tokens are oklch, which older canvases cannot parse).
const palette = [
  [124, 92, 255],
  [56, 189, 248],
  [236, 99, 178],
] as const;

type DriftingCircle = {
  x: number;
  y: number;
  /** Radius as a share of the shorter side of the canvas. */
  size: number;
  vx: number;
  vy: number;
  colour: (typeof palette)[number];
  isRing: boolean;
};

function createCircles(): DriftingCircle[] {
  return Array.from({ length: circleCount }, (_, index) => {
    const angle = Math.random() * Math.PI * 2;
    const speed = 6 + Math.random() * 14; // px per second
    return {
      x: Math.random(),
      y: Math.random(),
      size: index % 3 === 0 ? 0.14 + Math.random() * 0.16 : 0.03 + Math.random() * 0.08,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      colour: palette[index % palette.length] ?? palette[0],
      isRing: index % 2 === 1,
    };
  });
}

function draw(context: CanvasRenderingContext2D, circles: DriftingCircle[], width: number, height: number) {
  const isDark = document.documentElement.classList.contains('dark');
  const shorter = Math.min(width, height);
  context.clearRect(0, 0, width, height);
  for (const circle of circles) {
    const radius = circle.size * shorter;
    const x = circle.x * width;
    const y = circle.y * height;
    const [r, g, b] = circle.colour;
    if (circle.isRing) {
      context.beginPath();
      context.arc(x, y, radius, 0, Math.PI * 2);
      context.lineWidth = Math.min(3, Math.max(1.5, radius * 0.015));
      context.strokeStyle = `rgba(${r}, ${g}, ${b}, ${isDark ? 0.3 : 0.22})`;
      context.stroke();
    } else {
      const glow = context.createRadialGradient(x, y, 0, x, y, radius);
      glow.addColorStop(0, `rgba(${r}, ${g}, ${b}, ${isDark ? 0.28 : 0.2})`);
      glow.addColorStop(1, `rgba(${r}, ${g}, ${b}, 0)`);
      context.fillStyle = glow;
      context.beginPath();
      context.arc(x, y, radius, 0, Math.PI * 2);
      context.fill();
    }
  }
}

/** Moves each circle, wrapping at the edges with room for its radius so none pops in or out of view. */
function step(circles: DriftingCircle[], seconds: number, width: number, height: number) {
  const shorter = Math.min(width, height);
  for (const circle of circles) {
    const marginX = (circle.size * shorter) / width;
    const marginY = (circle.size * shorter) / height;
    circle.x += (circle.vx * seconds) / width;
    circle.y += (circle.vy * seconds) / height;
    if (circle.x < -marginX) circle.x = 1 + marginX;
    if (circle.x > 1 + marginX) circle.x = -marginX;
    if (circle.y < -marginY) circle.y = 1 + marginY;
    if (circle.y > 1 + marginY) circle.y = -marginY;
  }
}

/**
 * The auth screens' animated background (SPEC §2): softly drifting brand-coloured circles on a canvas.
 * Decorative only. With reduced motion it draws one still frame; the browser pauses it in hidden tabs.
 */
export function DriftingCirclesCanvas({ className }: { className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;

    const circles = createCircles();
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let width = 0;
    let height = 0;
    let frame = 0;
    let last = 0;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, maxPixelRatio);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      draw(context, circles, width, height);
    };

    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      const elapsed = now - last;
      if (elapsed < frameMs) return;
      // A long gap (tab was hidden) must not teleport the circles.
      step(circles, Math.min(elapsed, 100) / 1000, width, height);
      last = now;
      draw(context, circles, width, height);
    };

    const start = () => {
      cancelAnimationFrame(frame);
      if (reducedMotion.matches) {
        draw(context, circles, width, height);
        return;
      }
      last = performance.now();
      frame = requestAnimationFrame(tick);
    };

    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();
    start();
    reducedMotion.addEventListener('change', start);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      reducedMotion.removeEventListener('change', start);
    };
  }, []);

  return (
    <div aria-hidden="true" className={cn('pointer-events-none fixed inset-0 -z-10', className)}>
      <canvas ref={canvasRef} className="block size-full" />
    </div>
  );
}
