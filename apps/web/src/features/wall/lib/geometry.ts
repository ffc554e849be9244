import { wallLimits } from '@circles/contracts';

export type Point = { x: number; y: number };
export type Viewport = { zoom: number; panX: number; panY: number };
export type Box = { x: number; y: number; width: number; height: number; rotation: number };

export const defaultViewport: Viewport = { zoom: 1, panX: 0, panY: 0 };

/** docs/product.md §Validation/§Limits: zoom stays within 0.1 to 3. */
export const clampZoom = (zoom: number) =>
  Number.isFinite(zoom) ? Math.min(wallLimits.zoomMax, Math.max(wallLimits.zoomMin, zoom)) : 1;

/** Zooms to `zoom` keeping the wall point under `anchor` (screen coordinates in the wall frame) in place. */
export function zoomAt(viewport: Viewport, zoom: number, anchor: Point): Viewport {
  const next = clampZoom(zoom);
  const wall = screenToWall(viewport, anchor);
  return { zoom: next, panX: anchor.x - wall.x * next, panY: anchor.y - wall.y * next };
}

/** One step of the zoom buttons (and one wheel notch): ×1.2 or ÷1.2. */
export const zoomStep = (viewport: Viewport, direction: 1 | -1, anchor: Point = { x: 0, y: 0 }) =>
  zoomAt(viewport, viewport.zoom * wallLimits.zoomFactor ** direction, anchor);

export const panBy = (viewport: Viewport, dx: number, dy: number): Viewport => ({
  ...viewport,
  panX: viewport.panX + dx,
  panY: viewport.panY + dy,
});

export const screenToWall = (viewport: Viewport, point: Point): Point => ({
  x: (point.x - viewport.panX) / viewport.zoom,
  y: (point.y - viewport.panY) / viewport.zoom,
});

export const centerOf = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

const rotate = (point: Point, angle: number): Point => ({
  x: point.x * Math.cos(angle) - point.y * Math.sin(angle),
  y: point.x * Math.sin(angle) + point.y * Math.cos(angle),
});

/** The rotation (radians) that points the handle above the element's top edge at `pointer`. */
export function rotationFromHandle(box: Box, pointer: Point): number {
  const center = centerOf(box);
  return Math.atan2(pointer.y - center.y, pointer.x - center.x) + Math.PI / 2;
}

/**
 * Resize by the bottom-right handle about the element's centre, keeping its aspect ratio; the width never goes
 * below 50 (docs/product.md §Validation). `pointer` is in wall coordinates; rotation is taken into account.
 */
export function resizeFromHandle(box: Box, pointer: Point): Box {
  const center = centerOf(box);
  const local = rotate({ x: pointer.x - center.x, y: pointer.y - center.y }, -box.rotation);
  const scale = Math.max(local.x / (box.width / 2), local.y / (box.height / 2));
  const aspect = box.height / box.width;
  const width = Math.min(wallLimits.maxElementSize, Math.max(wallLimits.minElementWidth, box.width * scale));
  const height = Math.min(wallLimits.maxElementSize, width * aspect);
  return { ...box, x: center.x - width / 2, y: center.y - height / 2, width, height };
}

/** Two-finger pinch: the zoom follows the ratio of finger distances, anchored between the fingers. */
export function pinchZoom(viewport: Viewport, before: [Point, Point], after: [Point, Point]): Viewport {
  const distance = ([a, b]: [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y) || 1;
  const mid = ([a, b]: [Point, Point]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const zoomed = zoomAt(viewport, viewport.zoom * (distance(after) / distance(before)), mid(before));
  const [from, to] = [mid(before), mid(after)];
  return panBy(zoomed, to.x - from.x, to.y - from.y);
}
