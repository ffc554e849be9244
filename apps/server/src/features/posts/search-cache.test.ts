import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache';

const matches = (...ids: string[]) =>
  ids.map((id, index) => ({ id, us: 1000 - index, rank: 0.1, circleId: 'world', authorId: 'ana' }));

function enabledCache(options: { maxEntries?: number; maxChanged?: number } = {}) {
  const cache = createSearchCache(options);
  cache.setEnabled(true);
  return cache;
}

describe('kept search lists', () => {
  it("keeps a query's matches with every post changed since they were read, counted from the read's start", () => {
    const cache = enabledCache();
    const begun = cache.begin();
    cache.changed({ kind: 'words', id: 'during' });
    cache.changed({ kind: 'circle', id: 'garden' });
    // A like or a view changes a post but not what a search finds.
    cache.changed({ kind: 'post', id: 'liked' });
    const stored = cache.store(begun, 'alpha:*', matches('a', 'b'), false);
    expect(stored).toEqual({
      matches: matches('a', 'b'),
      complete: false,
      changedPostIds: new Set(['during']),
    });
    cache.changed({ kind: 'words', id: 'after' });
    expect(cache.get('alpha:*')?.changedPostIds).toEqual(new Set(['during', 'after']));
    // A read that failed hears nothing more.
    const failed = cache.begin();
    cache.abandon(failed);
    cache.changed({ kind: 'words', id: 'later' });
    expect(failed.changed.size).toBe(0);
    expect(cache.get('beta:*')).toBeUndefined();
    expect(cache.stats()).toEqual({ size: 1, hits: 1, misses: 1 });
  });

  it('drops every list when everything changed, and keeps none read before it', () => {
    const cache = enabledCache();
    const begun = cache.begin();
    cache.store(cache.begin(), 'alpha:*', matches('a'), true);
    cache.changed({ kind: 'everything' });
    expect(cache.get('alpha:*')).toBeUndefined();
    expect(cache.store(begun, 'beta:*', matches('b'), true)).toBeUndefined();
    expect(cache.stats().size).toBe(0);
  });

  it('drops a list once checking its changed posts would cost more than reading it again', () => {
    const cache = enabledCache({ maxChanged: 2 });
    cache.store(cache.begin(), 'alpha:*', matches('a'), false);
    cache.changed({ kind: 'words', id: 'p1' });
    cache.changed({ kind: 'words', id: 'p2' });
    expect(cache.get('alpha:*')?.changedPostIds).toEqual(new Set(['p1', 'p2']));
    cache.changed({ kind: 'words', id: 'p3' });
    expect(cache.get('alpha:*')).toBeUndefined();
  });

  it('keeps the most recently searched lists, and none while changes are not heard', () => {
    const cache = enabledCache({ maxEntries: 2 });
    for (const query of ['a', 'b']) cache.store(cache.begin(), query, matches(query), true);
    cache.get('a');
    cache.store(cache.begin(), 'c', matches('c'), true);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((kept) => kept?.matches[0]?.id)).toEqual([
      'a',
      undefined,
      'c',
    ]);
    cache.setEnabled(false);
    expect(cache.get('a')).toBeUndefined();
    // Not kept, but still an answer for the read that asked.
    expect(cache.store(cache.begin(), 'd', matches('d'), true)?.matches).toEqual(matches('d'));
    expect(cache.stats().size).toBe(0);
  });
});
