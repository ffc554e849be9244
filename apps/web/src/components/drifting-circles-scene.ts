// The auth screens' drifting circles, drawn on a canvas in the page or in a worker (drifting-circles.worker.ts):
// nothing here touches the document.

/** docs/product.md §Limits 'Animated background counts': a fixed number of shapes. */
const circleCount = 18;
/** Frames per second; the drift is slow, so 30 looks smooth and halves the work of 60. */
const frameMs = 1000 / 30;

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

/** What the page tells the scene: the canvas's CSS size and pixel ratio, the theme, and whether to move. */
export type SceneState = { width: number; height: number; ratio: number; isDark: boolean; isMoving: boolean };

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

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

function draw(context: Context, circles: DriftingCircle[], { width, height, isDark }: SceneState) {
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

// Workers have requestAnimationFrame in current browsers; a timer stands in where they do not.
const requestFrame = (callback: (now: number) => void) =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : Number(setTimeout(() => callback(performance.now()), frameMs));
const cancelFrame = (frame: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(frame) : clearTimeout(frame);

/** The circles on `context`'s canvas: `update` sizes it, redraws, and starts or stops the drift. */
export function createScene(context: Context) {
  const circles = createCircles();
  let state: SceneState | undefined;
  let frame = 0;
  let last = 0;

  const tick = (now: number) => {
    frame = requestFrame(tick);
    const elapsed = now - last;
    if (!state || elapsed < frameMs) return;
    // A long gap (tab was hidden) must not teleport the circles.
    step(circles, Math.min(elapsed, 100) / 1000, state.width, state.height);
    last = now;
    draw(context, circles, state);
  };

  return {
    update(next: SceneState) {
      const isResized =
        !state || next.width !== state.width || next.height !== state.height || next.ratio !== state.ratio;
      state = next;
      if (isResized) {
        context.canvas.width = Math.round(next.width * next.ratio);
        context.canvas.height = Math.round(next.height * next.ratio);
        context.setTransform(next.ratio, 0, 0, next.ratio, 0, 0);
      }
      draw(context, circles, next);
      cancelFrame(frame);
      if (!next.isMoving) return;
      last = performance.now();
      frame = requestFrame(tick);
    },
    stop: () => cancelFrame(frame),
  };
}
