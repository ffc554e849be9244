import type { WallElement } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import {
  addSprayPoint,
  createImage,
  createSpray,
  createSticker,
  moveElement,
  removeElement,
} from './elements';
import { byZ, reorder } from './z-order';

describe('wall elements', () => {
  it('places a sticker 64x64, unrotated, centred and on top', () => {
    const sticker = createSticker([], '🦄', { x: 100, y: 100 });
    expect(sticker).toMatchObject({ type: 'sticker', content: '🦄', x: 68, y: 68, width: 64, height: 64 });
    expect(sticker.rotation).toBe(0);
    expect(createSticker([sticker], '🐉', { x: 0, y: 0 }).zIndex).toBe(sticker.zIndex + 1);
  });

  it('fits an image within 320 px keeping its shape', () => {
    const image = createImage([], '/media/wall/u/1.webp', { width: 1600, height: 800 }, { x: 0, y: 0 });
    expect(image.width).toBe(320);
    expect(image.height).toBe(160);
  });

  it('sprays with the medium nozzle by default and grows the stroke box with each dot', () => {
    let stroke = createSpray([], '#FF4D6D', [{ x: 100, y: 100 }]);
    expect(stroke.size).toBe(40);
    expect(stroke).toMatchObject({ x: 80, y: 80, width: 40, height: 40 });
    stroke = addSprayPoint(stroke, { x: 200, y: 150 });
    expect(stroke).toMatchObject({ x: 80, y: 80, width: 140, height: 90 });
    expect(stroke.points).toEqual([
      [20, 20],
      [120, 70],
    ]);
    stroke = addSprayPoint(stroke, { x: 50, y: 100 });
    expect(stroke.x).toBe(30);
    expect(stroke.points[0]).toEqual([70, 20]);
  });

  it('moves and removes by id', () => {
    const a = createSticker([], '⭐', { x: 0, y: 0 });
    const moved = moveElement([a], a.id, 10, -5)[0];
    expect([moved?.x, moved?.y]).toEqual([-22, -37]);
    expect(removeElement([a], a.id)).toEqual([]);
  });
});

describe('z-order', () => {
  const stack = (): WallElement[] => {
    const a = createSticker([], 'A', { x: 0, y: 0 });
    const b = createSticker([a], 'B', { x: 0, y: 0 });
    const c = createSticker([a, b], 'C', { x: 0, y: 0 });
    return [a, b, c];
  };
  const order = (elements: WallElement[]) =>
    byZ(elements)
      .map((e) => e.content)
      .join('');

  it('brings to front, sends to back, and steps one place', () => {
    const elements = stack();
    const [a, , c] = elements as [WallElement, WallElement, WallElement];
    expect(order(reorder(elements, a.id, 'front'))).toBe('BCA');
    expect(order(reorder(elements, c.id, 'back'))).toBe('CAB');
    expect(order(reorder(elements, a.id, 'forward'))).toBe('BAC');
    expect(order(reorder(elements, c.id, 'backward'))).toBe('ACB');
    expect(order(reorder(elements, c.id, 'forward'))).toBe('ABC');
  });

  it('leaves contiguous z-indexes', () => {
    const result = reorder(stack(), stack()[0]?.id ?? '', 'front');
    expect(result.map((e) => e.zIndex).sort()).toEqual([0, 1, 2]);
  });
});
