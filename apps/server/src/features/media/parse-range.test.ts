import { describe, expect, it } from 'vitest';
import { parseRange } from './service';

describe('parseRange', () => {
  it('reads one byte range, open-ended and suffix ranges included, clamped to the file', () => {
    expect(parseRange('bytes=4-11', 100)).toEqual({ start: 4, end: 11 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });

  it('serves the whole file for no header, a malformed one or several ranges; 416 when none fits', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=abc', 100)).toBeNull();
    expect(parseRange('items=1-2', 100)).toBeNull();
    expect(parseRange('bytes=0-1,50-60', 100)).toBeNull();
    expect(parseRange('bytes=0-1,1-5', 100)).toEqual({ start: 0, end: 5 });
    expect(parseRange('bytes=200-', 100)).toBe('invalid');
  });
});
