import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  defaultViewport,
  panBy,
  pinchZoom,
  resizeFromHandle,
  rotationFromHandle,
  screenToWall,
  zoomAt,
  zoomStep,
} from './geometry';

const box = { x: 0, y: 0, width: 100, height: 50, rotation: 0 };

describe('wall zoom and pan', () => {
  it('clamps zoom to 0.1-3', () => {
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(0.01)).toBe(0.1);
    expect(clampZoom(1.5)).toBe(1.5);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('steps by a factor of 1.2 and stops at the limits', () => {
    expect(zoomStep(defaultViewport, 1).zoom).toBeCloseTo(1.2);
    expect(zoomStep(defaultViewport, -1).zoom).toBeCloseTo(1 / 1.2);
    let viewport = defaultViewport;
    for (let i = 0; i < 30; i++) viewport = zoomStep(viewport, 1);
    expect(viewport.zoom).toBe(3);
    for (let i = 0; i < 60; i++) viewport = zoomStep(viewport, -1);
    expect(viewport.zoom).toBe(0.1);
  });

  it('keeps the point under the cursor in place while zooming', () => {
    const start = panBy(defaultViewport, 40, -20);
    const anchor = { x: 300, y: 200 };
    const before = screenToWall(start, anchor);
    const after = screenToWall(zoomAt(start, 2.4, anchor), anchor);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('pans by the dragged distance', () => {
    expect(panBy({ zoom: 2, panX: 10, panY: 10 }, 5, -15)).toEqual({ zoom: 2, panX: 15, panY: -5 });
  });

  it('pinches: fingers twice as far apart double the zoom', () => {
    const next = pinchZoom(
      defaultViewport,
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 50, y: 100 },
        { x: 250, y: 100 },
      ],
    );
    expect(next.zoom).toBeCloseTo(2);
  });
});

describe('element rotate and resize handles', () => {
  it('rotates so the handle points at the pointer', () => {
    // Handle straight above the centre (50, 25): no rotation; to the right: a quarter turn.
    expect(rotationFromHandle(box, { x: 50, y: -100 })).toBeCloseTo(0);
    expect(rotationFromHandle(box, { x: 200, y: 25 })).toBeCloseTo(Math.PI / 2);
    expect(rotationFromHandle(box, { x: 50, y: 200 })).toBeCloseTo(Math.PI);
  });

  it('resizes about the centre keeping the aspect ratio', () => {
    const bigger = resizeFromHandle(box, { x: 150, y: 50 });
    expect(bigger.width).toBeCloseTo(200);
    expect(bigger.height).toBeCloseTo(100);
    expect(bigger.x + bigger.width / 2).toBeCloseTo(50);
    expect(bigger.y + bigger.height / 2).toBeCloseTo(25);
  });

  it('never makes an element narrower than 50', () => {
    const tiny = resizeFromHandle(box, { x: 51, y: 26 });
    expect(tiny.width).toBe(50);
    expect(tiny.height).toBe(25);
  });

  it('follows the rotated frame', () => {
    const turned = { ...box, rotation: Math.PI / 2 };
    // After a quarter turn the element's +x axis points down the screen.
    const resized = resizeFromHandle(turned, { x: 50, y: 25 + 100 });
    expect(resized.width).toBeCloseTo(200);
  });
});
