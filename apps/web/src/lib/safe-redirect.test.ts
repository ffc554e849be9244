import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const origin = 'https://circles.example';

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectPath('/circles/world?tab=posts#top', origin)).toBe('/circles/world?tab=posts#top');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['another origin', 'https://evil.example/home'],
    ['protocol-relative', '//evil.example/home'],
    ['backslash trick', '/\\evil.example'],
    ['relative path', 'home'],
    ['javascript url', 'javascript:alert(1)'],
    ['an auth screen (loops)', '/auth/sign-in'],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value, origin)).toBeNull();
  });
});
