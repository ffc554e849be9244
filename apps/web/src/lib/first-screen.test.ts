import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drawFirstScreenOffscreen,
  holdFirstScreen,
  isDrawingOffscreen,
  releaseFirstScreen,
} from './first-screen';

afterEach(() => vi.useRealTimers());

describe('drawing the first screen off screen (issue #16)', () => {
  it('is swapped in at once when no part holds it', async () => {
    let duringRender = false;
    await drawFirstScreenOffscreen(() => {
      duringRender = isDrawingOffscreen();
    });
    expect(duringRender).toBe(true);
    expect(isDrawingOffscreen()).toBe(false);
  });

  it('waits for every part that holds it, including one that holds after the first render', async () => {
    const first = {};
    const later = {};
    let swapped = false;
    const drawn = drawFirstScreenOffscreen(() => holdFirstScreen(first)).then(() => {
      swapped = true;
    });
    holdFirstScreen(later);
    releaseFirstScreen(first);
    await Promise.resolve();
    expect(swapped).toBe(false);
    expect(isDrawingOffscreen()).toBe(true);
    // A part released twice (or never held) changes nothing.
    releaseFirstScreen(first);
    await Promise.resolve();
    expect(swapped).toBe(false);
    releaseFirstScreen(later);
    await drawn;
    expect(swapped).toBe(true);
    // Once swapped in, nothing holds anything: a later page draws on screen.
    holdFirstScreen({});
    expect(isDrawingOffscreen()).toBe(false);
  });

  it('is swapped in after two seconds even if a part never releases it', async () => {
    vi.useFakeTimers();
    let swapped = false;
    const drawn = drawFirstScreenOffscreen(() => holdFirstScreen({})).then(() => {
      swapped = true;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(swapped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await drawn;
    expect(swapped).toBe(true);
    expect(isDrawingOffscreen()).toBe(false);
  });

  it('fails with the render, leaving nothing held', async () => {
    await expect(
      drawFirstScreenOffscreen(() => {
        holdFirstScreen({});
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(isDrawingOffscreen()).toBe(false);
  });
});
