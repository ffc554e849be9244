import { describe, expect, it } from 'vitest';
import { createKeptSearchLists } from './search-lists';

const matches = (...ids: string[]) =>
  ids.map((id, index) => ({ id, us: 1000 - index, rank: 0.1, circleId: 'world', authorId: 'ana' }));

function enabledCache(options: { maxEntries?: number; maxChanged?: number } = {}) {
  const cache = createKeptSearchLists(options);
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

  it("folds a list's changed posts back as they are now, keeping what changed while they were read", () => {
    const cache = enabledCache();
    cache.store(cache.begin(), 'alpha:*', matches('a', 'b', 'c'), false);
    const fresh = { id: 'fresh', us: 2000, rank: 0.3, circleId: 'world', authorId: 'ana' };
    const tooOld = { id: 'old', us: 1, rank: 0.9, circleId: 'world', authorId: 'ana' };
    // 'fresh' was written, 'b' edited out of the query, 'old' edited into it (older than the list reaches).
    for (const id of ['fresh', 'b', 'old']) cache.changed({ kind: 'words', id });
    const fold = cache.beginFold('alpha:*');
    expect(fold?.ids).toEqual(['fresh', 'b', 'old']);
    if (!fold) return;
    cache.changed({ kind: 'words', id: 'during' });
    cache.finishFold('alpha:*', fold, [fresh, tooOld]);
    const [a, , c] = matches('a', 'b', 'c');
    expect(cache.peek('alpha:*')).toEqual({
      matches: [fresh, a, c],
      complete: false,
      changedPostIds: new Set(['during']),
    });
    // A complete list holds every match, however old; nothing to fold is no fold.
    cache.store(cache.begin(), 'beta:*', matches('a'), true);
    expect(cache.beginFold('beta:*')).toBeUndefined();
    cache.changed({ kind: 'words', id: 'old' });
    const folded = cache.beginFold('beta:*');
    if (folded) cache.finishFold('beta:*', folded, [tooOld]);
    expect(cache.peek('beta:*')?.matches).toEqual([...matches('a'), tooOld]);
    expect(cache.stats()).toEqual({ size: 2, hits: 0, misses: 0 });
  });

  it('folds nothing into a list dropped or made unknown while its changed posts were read', () => {
    const cache = enabledCache();
    cache.store(cache.begin(), 'alpha:*', matches('a'), true);
    cache.changed({ kind: 'words', id: 'a' });
    const fold = cache.beginFold('alpha:*');
    if (!fold) throw new Error('a list with a changed post folds');
    cache.changed({ kind: 'everything' });
    cache.store(cache.begin(), 'alpha:*', matches('b'), true);
    cache.finishFold('alpha:*', fold, []);
    expect(cache.peek('alpha:*')?.matches).toEqual(matches('b'));
    // A failed fold leaves the changed posts to each search.
    cache.changed({ kind: 'words', id: 'c' });
    const failed = cache.beginFold('alpha:*');
    if (failed) cache.abandon(failed.read);
    cache.changed({ kind: 'words', id: 'd' });
    expect(failed?.read.changed.size).toBe(0);
    expect(cache.peek('alpha:*')?.changedPostIds).toEqual(new Set(['c', 'd']));
  });
});
