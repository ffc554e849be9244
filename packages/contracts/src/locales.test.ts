import { describe, expect, it } from 'vitest';
import { acceptLanguageLimits, localeCodes, negotiateLocale } from './locales';

describe('negotiateLocale (Accept-Language, issue #53)', () => {
  it.each([
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['pt-BR', 'pt'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['DE-de', 'de'],
    ['it_IT', 'it'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('takes the highest quality, whatever the order, and the first of equal ones', () => {
    expect(negotiateLocale('en;q=0.3, de;q=0.9, es;q=0.5')).toBe('de');
    expect(negotiateLocale('it, fr')).toBe('it');
    expect(negotiateLocale('ja, ko;q=0.9, pt;q=0.1')).toBe('pt');
  });

  it('never picks a language its visitor refuses (q=0) or a malformed quality', () => {
    expect(negotiateLocale('es;q=0, fr;q=0.2')).toBe('fr');
    expect(negotiateLocale('es;q=abc')).toBe('en');
    expect(negotiateLocale('es;q=1.5')).toBe('en');
  });

  it('falls back to English when nothing is supported, missing or malformed', () => {
    for (const header of [undefined, null, '', '*', 'ja-JP', ';;;,,,', 'q=1', '-', 'x-klingon;q=1'])
      expect(negotiateLocale(header)).toBe('en');
  });

  it('reads a hostile header only up to its caps, quickly', () => {
    const manyEntries = `${Array.from({ length: 5000 }, (_, i) => `x${i};q=0.${i % 9}`).join(',')},es`;
    const veryLong = `${'a'.repeat(1_000_000)},es`;
    const started = performance.now();
    expect(negotiateLocale(manyEntries)).toBe('en');
    expect(negotiateLocale(veryLong)).toBe('en');
    for (let i = 0; i < 1000; i++) negotiateLocale(manyEntries);
    expect(performance.now() - started).toBeLessThan(500);
    // Within the caps, the same language is found.
    const fitting = `${Array.from({ length: acceptLanguageLimits.maxEntries - 1 }, () => 'ja').join(',')},es`;
    expect(negotiateLocale(fitting)).toBe('es');
  });

  it('knows the seven languages of the issue', () => {
    expect(localeCodes).toEqual(['en', 'es', 'pt', 'fr', 'de', 'zh', 'it']);
  });
});
