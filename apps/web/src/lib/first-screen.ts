/**
 * A member page whose document the server drew (main.tsx, issue #16) is drawn by the app off screen while the
 * server's drawing stays in view, then swapped in whole. Drawn in one go it was the longest task of the page's
 * start (about 60 ms here, four times that on a phone); off screen its parts can come in turns, a task each, and
 * each holds the swap until it is drawn (components/draw-in-turn.tsx, the feed's first cards in post-feed.tsx).
 */

/** However its parts fare, the page is swapped in after this long: a hold never released must not keep it out. */
const longestWaitMs = 2_000;

let isOffscreen = false;
const holds = new Set<object>();
let swapNow: (() => void) | undefined;

/** Whether the page is being drawn off screen now: from the app's first render until it is swapped in. */
export const isDrawingOffscreen = () => isOffscreen;

/** Holds the swap until `holder` releases it; only while the page is drawn off screen. */
export function holdFirstScreen(holder: object) {
  if (isOffscreen) holds.add(holder);
}

/** `holder`'s part of the first screen is drawn (or is gone). */
export function releaseFirstScreen(holder: object) {
  if (holds.delete(holder) && holds.size === 0) swapNow?.();
}

/**
 * Runs `render` (which renders the app into a container not in the document) and resolves when every part that
 * held the swap has released it, or after `longestWaitMs`: the caller then puts the container in the document.
 */
export function drawFirstScreenOffscreen(render: () => void): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(() => swapNow?.(), longestWaitMs);
    const stopDrawing = () => {
      swapNow = undefined;
      isOffscreen = false;
      clearTimeout(timeout);
      holds.clear();
    };
    swapNow = () => {
      stopDrawing();
      resolve();
    };
    isOffscreen = true;
    try {
      render();
    } catch (error) {
      stopDrawing();
      throw error;
    }
    if (holds.size === 0) swapNow();
  });
}
