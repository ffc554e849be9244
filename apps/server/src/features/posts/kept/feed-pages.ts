import type { FeedPage } from '@circles/contracts';
import type { FeedChange } from '../../../realtime/feed-changes';

type Entry<Page> = { viewerId: string; circleIds: string[]; postIds: string[]; page: Page };

/** What a page was built from, for `store`: whose it is, the circles it reads and the posts it shows. */
export type FeedPageSources = { viewerId: string; circleIds: string[]; postIds: string[] };

/**
 * Feed pages (a member's home, a circle's feed as one member sees it) as the database last gave them, kept in
 * this process while database changes are heard (realtime/feed-changes.ts) and dropped by the change that alters
 * them: a post in or out of a circle the page reads, a change to a post the page shows, the member's own
 * memberships (which also decide a private circle's access), blocks, mutes, likes and saves, and anything else
 * (an author's or a circle's card, a circle's type) as everything. A post page (the post and its first comments,
 * `Page` given) is kept the same way: a comment on the post is announced as a change to the post (migration 0044).
 *
 * A page read from the database is kept only if no change it depends on was heard since its read began
 * (`begin` returns the moment; `store` checks it): a change committed after the read's snapshot is heard after
 * that snapshot, so it either stops the store or drops the stored page. Before serving a kept page the caller
 * waits until every change committed before the read has been heard (feed-changes.ts `heard`).
 */
export function createKeptPages<Page = FeedPage>(options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry<Page>>();
  const keysOfViewer = new Map<string, Set<string>>();
  const keysOfCircle = new Map<string, Set<string>>();
  const keysOfPost = new Map<string, Set<string>>();
  /** Counts every change heard; `changedAt` holds when each circle, post or member last changed. */
  let clock = 0;
  let everythingAt = 0;
  let changedAt = new Map<string, number>();
  let enabled = false;
  const counts = { hits: 0, misses: 0 };

  const index = (map: Map<string, Set<string>>, id: string, key: string) => {
    const keys = map.get(id);
    if (keys) keys.add(key);
    else map.set(id, new Set([key]));
  };
  const unindex = (map: Map<string, Set<string>>, id: string, key: string) => {
    const keys = map.get(id);
    keys?.delete(key);
    if (keys?.size === 0) map.delete(id);
  };

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    unindex(keysOfViewer, entry.viewerId, key);
    for (const id of entry.circleIds) unindex(keysOfCircle, id, key);
    for (const id of entry.postIds) unindex(keysOfPost, id, key);
  }

  function dropAll() {
    entries.clear();
    keysOfViewer.clear();
    keysOfCircle.clear();
    keysOfPost.clear();
  }

  const dropKeys = (keys: Set<string> | undefined) => {
    for (const key of [...(keys ?? [])]) drop(key);
  };

  return {
    /** Whether pages are kept: only while changes are heard (DatabaseListener.onListening). */
    setEnabled(value: boolean) {
      enabled = value;
      if (!value) dropAll();
    },

    get enabled() {
      return enabled;
    },

    get(key: string): Page | undefined {
      const entry = entries.get(key);
      if (!entry) {
        counts.misses++;
        return undefined;
      }
      counts.hits++;
      // Maps keep insertion order: moved to the end, the least recently read page is the first key.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },

    /** The moment a database read for a page begins; give it back to `store`. */
    begin: () => clock,

    /** Keeps a page read since `begun`, unless something it depends on changed meanwhile. */
    store(begun: number, key: string, sources: FeedPageSources, page: Page) {
      if (!enabled || maxEntries <= 0 || everythingAt > begun) return;
      const changedSince = (id: string) => (changedAt.get(id) ?? 0) > begun;
      if (changedSince(`m:${sources.viewerId}`)) return;
      if (sources.circleIds.some((id) => changedSince(`c:${id}`))) return;
      if (sources.postIds.some((id) => changedSince(`p:${id}`))) return;
      drop(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(key, { ...sources, page });
      index(keysOfViewer, sources.viewerId, key);
      for (const id of sources.circleIds) index(keysOfCircle, id, key);
      for (const id of sources.postIds) index(keysOfPost, id, key);
    },

    /** A change heard from the database (feed-changes.ts `subscribe`). */
    changed(change: FeedChange) {
      // A post's words matter to search only; its text on a page comes with a 'post' change, its place with its circle's.
      if (change.kind === 'words') return;
      clock++;
      if (change.kind === 'everything') {
        everythingAt = clock;
        changedAt = new Map();
        dropAll();
        return;
      }
      // The marks only matter to reads still running; a full book is replaced by one mark for everything.
      if (changedAt.size >= 100_000) {
        everythingAt = clock;
        changedAt = new Map();
      }
      changedAt.set(`${change.kind[0]}:${change.id}`, clock);
      if (change.kind === 'member') dropKeys(keysOfViewer.get(change.id));
      else if (change.kind === 'circle') dropKeys(keysOfCircle.get(change.id));
      else dropKeys(keysOfPost.get(change.id));
    },

    /** Pages kept, and how reads found them (tests and benches). */
    stats: () => ({ size: entries.size, ...counts }),
  };
}

export type KeptPages<Page = FeedPage> = ReturnType<typeof createKeptPages<Page>>;
