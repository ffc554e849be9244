import { describe, expect, it } from 'vitest';
import { contentCount, formatCount } from './circle-stats';

describe('circle counts', () => {
  it('writes counts under 10,000 in full and larger ones compactly', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9_999)).toBe('9,999');
    expect(formatCount(12_480)).toBe('12.5K');
    expect(formatCount(2_000_000)).toBe('2M');
  });

  it('writes them in the page’s language', () => {
    expect(formatCount(9_999, 'de')).toBe('9.999');
    expect(formatCount(12_480, 'de')).toBe('12.480');
  });

  it('counts links, photos and videos, hidden counts as none', () => {
    expect(contentCount({ links: 2, photos: null, videos: 3 })).toBe(5);
  });
});
