import {
  defaultSpraySize,
  type SprayColour,
  type SpraySize,
  type WallElement,
  type WallImage,
  type WallSpray,
  type WallSticker,
  wallLimits,
} from '@circles/contracts';
import type { Point } from './geometry';

export const newElementId = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`.slice(0, 40);

export const nextZIndex = (elements: WallElement[]) =>
  elements.reduce((max, element) => Math.max(max, element.zIndex + 1), 0);

/** docs/product.md §Limits: a sticker lands 64x64, unrotated, centred on `at`, above everything else. */
export function createSticker(elements: WallElement[], emoji: string, at: Point): WallSticker {
  const size = wallLimits.stickerSize;
  return {
    id: newElementId(),
    type: 'sticker',
    content: emoji,
    x: at.x - size / 2,
    y: at.y - size / 2,
    width: size,
    height: size,
    rotation: 0,
    zIndex: nextZIndex(elements),
  };
}

/** An uploaded image, fitted within 320 px on its longer side, centred on `at`. */
export function createImage(
  elements: WallElement[],
  url: string,
  natural: { width: number; height: number },
  at: Point,
): WallImage {
  const fit = Math.min(1, 320 / Math.max(natural.width, natural.height, 1));
  const width = Math.max(wallLimits.minElementWidth, Math.round(natural.width * fit));
  const height = Math.max(1, Math.round((width * natural.height) / Math.max(natural.width, 1)));
  return {
    id: newElementId(),
    type: 'image',
    content: url,
    x: at.x - width / 2,
    y: at.y - height / 2,
    width,
    height,
    rotation: 0,
    zIndex: nextZIndex(elements),
  };
}

/** A spray stroke from absolute wall points: its box hugs the dots (plus the nozzle radius). */
export function createSpray(
  elements: WallElement[],
  colour: SprayColour,
  points: Point[],
  size: SpraySize = defaultSpraySize,
): WallSpray {
  const first = points[0] ?? { x: 0, y: 0 };
  const stroke: WallSpray = {
    id: newElementId(),
    type: 'spray',
    content: colour,
    size,
    x: first.x - size / 2,
    y: first.y - size / 2,
    width: size,
    height: size,
    rotation: 0,
    zIndex: nextZIndex(elements),
    points: [[size / 2, size / 2]],
  };
  return points.slice(1).reduce(addSprayPoint, stroke);
}

/** Adds one dot (absolute wall point) to a stroke, growing its box; points past the limit are dropped. */
export function addSprayPoint(stroke: WallSpray, point: Point): WallSpray {
  if (stroke.points.length >= wallLimits.maxStrokePoints) return stroke;
  const half = stroke.size / 2;
  const absolute = stroke.points.map(([px, py]) => ({ x: stroke.x + px, y: stroke.y + py }));
  absolute.push({ x: Math.round(point.x), y: Math.round(point.y) });
  const minX = Math.min(...absolute.map((p) => p.x)) - half;
  const minY = Math.min(...absolute.map((p) => p.y)) - half;
  const maxX = Math.max(...absolute.map((p) => p.x)) + half;
  const maxY = Math.max(...absolute.map((p) => p.y)) + half;
  return {
    ...stroke,
    x: minX,
    y: minY,
    width: Math.max(1, maxX - minX),
    height: Math.max(1, maxY - minY),
    points: absolute.map((p) => [p.x - minX, p.y - minY] as [number, number]),
  };
}

export const updateElement = (elements: WallElement[], id: string, patch: Partial<WallElement>) =>
  elements.map((element) => (element.id === id ? ({ ...element, ...patch } as WallElement) : element));

export const removeElement = (elements: WallElement[], id: string) =>
  elements.filter((element) => element.id !== id);

export const moveElement = (elements: WallElement[], id: string, dx: number, dy: number) =>
  elements.map((element) =>
    element.id === id ? { ...element, x: element.x + dx, y: element.y + dy } : element,
  );

/** Where the next new element lands: around the view's centre, stepping along a diagonal so none hides another. */
export const placementPoint = (center: Point, count: number): Point => {
  const step = (count % 7) - 3;
  return { x: center.x + step * 40, y: center.y + step * 28 };
};
