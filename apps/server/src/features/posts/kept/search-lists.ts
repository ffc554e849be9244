import type { FeedChange } from '../../../realtime/feed-changes';
import { newestFirst, type SourcedMatch } from '../search-repository';

/** What a search reads from a kept list: its matches, whether they are all there are, and the posts changed since. */
export type KeptMatches = { matches: SourcedMatch[]; complete: boolean; changedPostIds: ReadonlySet<string> };
/** A list being read: the posts whose words changed since its read began, and whether everything did. */
export type ListRead = { changed: Set<string>; everything: boolean };
/** A list's changed posts being read again (`beginFold`): which, and what changes while they are read. */
export type ListFold = { entry: Entry; ids: string[]; read: ListRead };

/** How many of a query's newest matches a kept list holds: the 1,050 ranked, and room for posts a viewer may not see. */
export const keptSearchMatches = 1500;

type Entry = { matches: SourcedMatch[]; complete: boolean; changed: Set<string> };

/**
 * The newest matches of recent post searches, whoever may see them, with each one's rank, circle and author
 * (issue #38: finding and ranking the newest 1,050 matches was most of the database's time under a crowd). A kept
 * match is what the database held when the list was read; every post written, edited or deleted since is among
 * the list's changed posts, which each search checks again in the database (search-repository.ts
 * `visibleMatches`). Who may see what is not in the list: each search applies the access rule to the list's circles
 * and authors for its viewer (search-access.ts, kept the same way). So it stays exact the way feed pages do
 * (feed-pages.ts): changes are heard after their commit (realtime/feed-changes.ts), a read waits until every
 * change committed before it was heard, and a change heard while a list was being read counts from the read's
 * beginning.
 *
 * Anything unknown ('everything') drops every list, and a list with more changed posts than `maxChanged` is
 * dropped (checking them would cost more than reading it again). A list's changed posts are folded back into it
 * (`beginFold`, `finishFold`): read again once for everyone, so that later searches no longer check them each.
 */
export function createKeptSearchLists(options: { maxEntries?: number; maxChanged?: number } = {}) {
  const maxEntries = options.maxEntries ?? 50;
  const maxChanged = options.maxChanged ?? 500;
  const entries = new Map<string, Entry>();
  /** Lists being read from the database: each collects the posts changed meanwhile, or that everything did. */
  const reads = new Set<ListRead>();
  let enabled = false;
  const counts = { hits: 0, misses: 0 };

  /** A read from the database begins: it hears the changes made while it runs. */
  const beginRead = (): ListRead => {
    const read: ListRead = { changed: new Set(), everything: false };
    reads.add(read);
    return read;
  };

  const view = (entry: Entry): KeptMatches => ({
    matches: entry.matches,
    complete: entry.complete,
    changedPostIds: new Set(entry.changed),
  });

  return {
    /** Whether lists are kept: only while changes are heard (DatabaseListener.onListening). */
    setEnabled(value: boolean) {
      enabled = value && maxEntries > 0;
      if (!enabled) entries.clear();
    },

    get enabled() {
      return enabled;
    },

    /** The kept list for `query`, with the posts changed since it was read. */
    get(query: string): KeptMatches | undefined {
      const entry = entries.get(query);
      if (!entry) {
        counts.misses++;
        return undefined;
      }
      counts.hits++;
      entries.delete(query);
      entries.set(query, entry);
      return view(entry);
    },

    /** The kept list for `query` as it is now, not counted as a search's lookup (after a fold). */
    peek(query: string): KeptMatches | undefined {
      const entry = entries.get(query);
      return entry && view(entry);
    },

    /**
     * The kept list's changed posts are about to be read again as they are now: returns them, and hears what
     * changes meanwhile (as a list's read does), or undefined when there is no list or nothing changed.
     */
    beginFold(query: string): ListFold | undefined {
      const entry = entries.get(query);
      if (!entry || entry.changed.size === 0) return undefined;
      return { entry, ids: [...entry.changed], read: beginRead() };
    },

    /**
     * Folds `current` (those of the fold's posts that match the query now, whoever may see them) into the list
     * begun with: the fold's posts leave it and the current ones take their place, and only what changed while
     * they were read stays changed. Nothing happens when the list was dropped or everything changed meanwhile.
     * A list that is not complete takes no match older than its oldest (it does not hold the ones around it).
     */
    finishFold(query: string, fold: ListFold, current: SourcedMatch[]) {
      reads.delete(fold.read);
      const entry = entries.get(query);
      if (fold.read.everything || entry !== fold.entry) return;
      const folded = new Set(fold.ids);
      const oldest = entry.complete ? undefined : entry.matches.at(-1);
      const merged = [
        ...entry.matches.filter((match) => !folded.has(match.id)),
        ...current.filter((match) => !oldest || newestFirst(match, oldest) <= 0),
      ].sort(newestFirst);
      // A new array: searches still ranking the list they were given keep it as it was.
      entry.matches = merged.slice(0, keptSearchMatches);
      entry.complete = entry.complete && merged.length <= keptSearchMatches;
      entry.changed = fold.read.changed;
    },

    /** A list's database read begins: it hears what changes until `store` or `abandon` takes it back. */
    begin: beginRead,

    /** A read (of a list, or of its changed posts) that failed: it no longer hears changes. */
    abandon(read: ListRead) {
      reads.delete(read);
    },

    /**
     * Keeps `matches` (newest first) read since `read` began; `complete` when they are every match there is.
     * Returns the list with the posts changed since the read began (to check with it), or undefined when everything
     * changed meanwhile: the caller then searches the database.
     */
    store(
      read: ListRead,
      query: string,
      matches: SourcedMatch[],
      complete: boolean,
    ): KeptMatches | undefined {
      reads.delete(read);
      if (read.everything) return undefined;
      const entry: Entry = { matches, complete, changed: read.changed };
      if (enabled && read.changed.size <= maxChanged) {
        entries.delete(query);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(query, entry);
      }
      return view(entry);
    },

    /** A change heard from the database (feed-changes.ts `subscribe`). */
    changed(change: FeedChange) {
      if (change.kind === 'everything') {
        for (const read of reads) read.everything = true;
        entries.clear();
        return;
      }
      if (change.kind !== 'words') return;
      for (const read of reads) read.changed.add(change.id);
      for (const [query, entry] of entries) {
        entry.changed.add(change.id);
        if (entry.changed.size > maxChanged) entries.delete(query);
      }
    },

    /** Lists kept, and how searches found them (tests, /metrics). */
    stats: () => ({ size: entries.size, ...counts }),
  };
}

export type KeptSearchLists = ReturnType<typeof createKeptSearchLists>;
