import { describe, expect, it } from 'vitest';
import { isSameLike, settledLike, toggledLike } from './like-state';

describe('toggledLike (SPEC §4 Like)', () => {
  it('likes: flips to liked and adds one', () => {
    expect(toggledLike({ liked: false, count: 4 })).toEqual({ liked: true, count: 5 });
  });

  it('unlikes: flips to not liked and takes one away', () => {
    expect(toggledLike({ liked: true, count: 5 })).toEqual({ liked: false, count: 4 });
  });

  it('never goes below 0, even from an inconsistent state', () => {
    expect(toggledLike({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
  });

  it('two flips give back the start', () => {
    const start = { liked: false, count: 2 };
    expect(toggledLike(toggledLike(start))).toEqual(start);
  });
});

describe('settledLike', () => {
  it('keeps the server answer and clamps a negative count', () => {
    expect(settledLike({ liked: true, count: 3 })).toEqual({ liked: true, count: 3 });
    expect(settledLike({ liked: false, count: -1 })).toEqual({ liked: false, count: 0 });
  });
});

describe('isSameLike', () => {
  it('compares both fields', () => {
    expect(isSameLike({ liked: true, count: 1 }, { liked: true, count: 1 })).toBe(true);
    expect(isSameLike({ liked: true, count: 1 }, { liked: false, count: 1 })).toBe(false);
    expect(isSameLike({ liked: true, count: 1 }, { liked: true, count: 2 })).toBe(false);
  });
});
