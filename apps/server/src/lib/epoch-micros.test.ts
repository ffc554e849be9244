import { describe, expect, it } from 'vitest';
import { isoFromMicros, preciseIsoFromMicros } from './epoch-micros';

describe('epoch microseconds', () => {
  it('formats the API timestamp with milliseconds, dropping the rest', () => {
    expect(isoFromMicros(1_795_305_000_123_456)).toBe('2026-11-21T23:50:00.123Z');
    expect(isoFromMicros(0)).toBe('1970-01-01T00:00:00.000Z');
    // The same text as Date#toISOString across the calendar: leap days, single digits, the end of a year.
    for (let ms = Date.UTC(1999, 11, 31, 23, 59, 59, 999); ms < Date.UTC(2030, 0, 1); ms += 86_399_001) {
      expect(isoFromMicros(ms * 1000 + 999)).toBe(new Date(ms).toISOString());
    }
  });

  it('keeps all six fractional digits for cursors', () => {
    expect(preciseIsoFromMicros(1_795_305_000_123_456)).toBe('2026-11-21T23:50:00.123456Z');
    expect(preciseIsoFromMicros(1_795_305_000_000_007)).toBe('2026-11-21T23:50:00.000007Z');
    expect(Number.isNaN(Date.parse(preciseIsoFromMicros(1_795_305_000_999_999)))).toBe(false);
  });
});
