import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, isUuid } from './posts';

describe('feed cursors', () => {
  const id = '0aed0f17-8839-4796-b5e7-ad73b5302fa8';

  it('round-trip a timestamp with microseconds and an id', () => {
    expect(decodeCursor(encodeCursor('2026-11-21T23:50:00.123456Z', id))).toEqual({
      createdAt: '2026-11-21T23:50:00.123456Z',
      id,
    });
  });

  it('refuse anything else: garbage, a bad time, an id that is not a uuid', () => {
    expect(decodeCursor('garbage!')).toBeNull();
    expect(decodeCursor(encodeCursor('yesterday', id))).toBeNull();
    expect(decodeCursor(encodeCursor('2026-01-01T00:00:00Z', '-'.repeat(36)))).toBeNull();
    expect(decodeCursor(encodeCursor('2026-01-01T00:00:00Z', 'x'))).toBeNull();
  });

  it('know a uuid by its shape', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid(`${id}0`)).toBe(false);
  });
});
