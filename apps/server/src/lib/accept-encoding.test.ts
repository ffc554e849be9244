import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['GZIP', 'gzip'],
    // Whitespace around parameters is allowed (RFC 9110 §5.6.6); the hand-written parser read 'br ' here.
    [' br ; q=1 , gzip', 'br'],
  ])('%j → %s', (header, coding) => {
    expect(chooseEncoding(header)).toBe(coding);
  });

  it('follows the given preference when q-values tie, and offers nothing outside it', () => {
    expect(chooseEncoding('br, gzip', ['gzip', 'br'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br;q=0.9, gzip;q=0.5', ['gzip', 'br'])).toBe('br');
  });
});
