import type { FeedPage } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { createKeptPages } from './feed-pages';

const page = (label: string) => ({ posts: [], nextCursor: label }) as FeedPage;
const sources = (viewerId: string, circleIds: string[], postIds: string[] = []) => ({
  viewerId,
  circleIds,
  postIds,
});

function enabledCache(maxEntries?: number) {
  const cache = createKeptPages({ maxEntries });
  cache.setEnabled(true);
  return cache;
}

describe('home page cache', () => {
  it('keeps a page until a change it shows is heard: its circles, its posts, its member, or everything', () => {
    const cache = enabledCache();
    const fill = () => {
      cache.store(cache.begin(), 'ana', sources('ana', ['world', 'garden']), page('a'));
      cache.store(cache.begin(), 'rui', sources('rui', ['world'], ['p1']), page('r'));
    };
    fill();
    expect(cache.get('ana')?.nextCursor).toBe('a');
    cache.changed({ kind: 'circle', id: 'garden' });
    expect(cache.get('ana')).toBeUndefined();
    expect(cache.get('rui')?.nextCursor).toBe('r');
    cache.changed({ kind: 'post', id: 'p1' });
    expect(cache.get('rui')).toBeUndefined();
    fill();
    cache.changed({ kind: 'member', id: 'rui' });
    expect([cache.get('ana')?.nextCursor, cache.get('rui')]).toEqual(['a', undefined]);
    cache.changed({ kind: 'circle', id: 'world' });
    expect(cache.stats().size).toBe(0);
    fill();
    cache.changed({ kind: 'everything' });
    expect(cache.stats().size).toBe(0);
  });

  it('does not keep a page read while a change it depends on was heard', () => {
    const cache = enabledCache();
    const begun = cache.begin();
    cache.changed({ kind: 'circle', id: 'garden' });
    cache.store(begun, 'ana', sources('ana', ['world', 'garden'], []), page('a'));
    expect(cache.get('ana')).toBeUndefined();
    // A change elsewhere does not stop it.
    const again = cache.begin();
    cache.changed({ kind: 'member', id: 'rui' });
    cache.store(again, 'ana', sources('ana', ['world', 'garden'], []), page('a'));
    expect(cache.get('ana')?.nextCursor).toBe('a');
    const third = cache.begin();
    cache.changed({ kind: 'everything' });
    cache.store(third, 'rui', sources('rui', ['world'], []), page('r'));
    expect(cache.get('rui')).toBeUndefined();
  });

  it('keeps nothing while changes are not heard, and nothing read before they were heard again', () => {
    const cache = createKeptPages();
    cache.store(cache.begin(), 'ana', sources('ana', ['world'], []), page('a'));
    expect(cache.get('ana')).toBeUndefined();
    const begunWhileDeaf = cache.begin();
    // The listener's connection is back: the database listener tells everything, then the cache is enabled.
    cache.changed({ kind: 'everything' });
    cache.setEnabled(true);
    cache.store(begunWhileDeaf, 'ana', sources('ana', ['world'], []), page('a'));
    expect(cache.get('ana')).toBeUndefined();
    cache.store(cache.begin(), 'ana', sources('ana', ['world'], []), page('a'));
    expect(cache.get('ana')).toBeDefined();
    cache.setEnabled(false);
    expect(cache.stats().size).toBe(0);
  });

  it('keeps at most its size, dropping the least recently read page', () => {
    const cache = enabledCache(2);
    cache.store(cache.begin(), 'a', sources('a', ['world'], []), page('a'));
    cache.store(cache.begin(), 'b', sources('b', ['world'], []), page('b'));
    cache.get('a');
    cache.store(cache.begin(), 'c', sources('c', ['world'], []), page('c'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((each) => each?.nextCursor)).toEqual([
      'a',
      undefined,
      'c',
    ]);
    // A dropped page leaves no trace in the indexes: a later change finds nothing to drop.
    cache.changed({ kind: 'circle', id: 'world' });
    expect(cache.stats().size).toBe(0);
  });
});
