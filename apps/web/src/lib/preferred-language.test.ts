import { describe, expect, it } from 'vitest';
import { preferredLanguages } from './preferred-language';

describe('preferredLanguages', () => {
  it('puts the browser languages first, region tags included, then the rest of the catalogue', () => {
    expect(preferredLanguages(['es-MX', 'fr', 'en-GB']).slice(0, 4)).toEqual([
      'spanish',
      'french',
      'english',
      'portuguese',
    ]);
  });

  it('ignores languages outside the catalogue and lists each language once', () => {
    const ordered = preferredLanguages(['ja-JP', 'de', 'de-AT']);
    expect(ordered[0]).toBe('german');
    expect(ordered).toHaveLength(7);
    expect(new Set(ordered).size).toBe(7);
  });

  it('falls back to the catalogue order (English first) without browser preferences', () => {
    expect(preferredLanguages([])[0]).toBe('english');
  });
});
