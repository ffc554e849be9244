import type { CircleType, MembershipStatus } from '../../../db/schema';
import { setBounded } from '../../../lib/bounded-map';
import { circlePolicy } from '../../../lib/circle-access';
import type { FeedChange } from '../../../realtime/feed-changes';

type CircleKind = { type: CircleType; owner_id: string | null };
type Standing = { statuses: Map<string, MembershipStatus>; blocked: Set<string> };

/**
 * What the access rule needs from the database, in one read: the type and owner of each of `circleIds` that still
 * exists and, with a viewer, that viewer's standing (membership statuses by circle, members blocked either way).
 */
export type SearchAccessSource = {
  searchAccessFacts: (
    viewerId: string | null,
    circleIds: string[],
  ) => Promise<{ circles: Map<string, CircleKind>; standing?: Standing }>;
};

/** Of a kept list's circles, those whose content the viewer may see; and the members blocked either way. */
export type VisibleSources = { circles: Set<string>; blocked: Set<string> };

/**
 * Who may see which of a kept search list's posts (issue #38): each circle's type and owner, and each viewer's
 * memberships and blocks, as the database last gave them, kept in this process while its changes are heard
 * (realtime/feed-changes.ts). With them a search from a kept list asks the database nothing about access: the
 * rule is `circlePolicy.canSeeContent`, applied to each of the list's circles here.
 *
 * Dropped by the changes that alter them: a member's memberships and blocks (a 'member' change, announced for both
 * sides of a block), a circle's type or a circle deleted ('everything', as its card changes). What was read while
 * such a change was heard answers the search that read it but is not kept, as feed pages are not
 * (feed-pages.ts). The caller waits for the read barrier first, so what is kept is what the database says.
 */
export function createKeptSearchAccess(
  source: SearchAccessSource,
  options: { maxViewers?: number; maxCircles?: number } = {},
) {
  const maxViewers = options.maxViewers ?? 10_000;
  const maxCircles = options.maxCircles ?? 100_000;
  const circles = new Map<string, CircleKind>();
  const viewers = new Map<string, Standing>();
  /** Circles being read for a search, with when that read began, for the searches that need them meanwhile. */
  const reading = new Map<string, { begun: number; kinds: Promise<Map<string, CircleKind>> }>();
  let enabled = false;
  /** Counts every change heard; `viewerChangedAt` holds when each viewer last changed. */
  let clock = 0;
  let everythingAt = 0;
  let viewerChangedAt = new Map<string, number>();
  const counts = { hits: 0, misses: 0 };

  const forgetEverything = () => {
    everythingAt = ++clock;
    viewerChangedAt = new Map();
    circles.clear();
    viewers.clear();
  };

  return {
    /** Whether anything is kept: only while changes are heard (the feeds' setEnabled). */
    setEnabled(value: boolean) {
      enabled = value;
      forgetEverything();
    },

    /** A change heard from the database (feed-changes.ts `subscribe`). */
    changed(change: FeedChange) {
      if (change.kind === 'everything') return forgetEverything();
      if (change.kind !== 'member') return;
      // The marks only matter to reads still running; a full book is replaced by one mark for everything.
      if (viewerChangedAt.size >= 100_000) forgetEverything();
      viewerChangedAt.set(change.id, ++clock);
      viewers.delete(change.id);
    },

    /**
     * Of `circleIds`, those whose content the viewer may see now, and the members blocked either way. A search that
     * misses reads what it lacks in one statement; circles another search is reading already are taken from that
     * read (a thousand members' first searches would otherwise each read the same circles), unless everything
     * changed since it began.
     */
    async visibleSources(viewerId: string, circleIds: string[]): Promise<VisibleSources> {
      const begun = clock;
      // What is kept now answers this search even if a change heard while the rest is read drops it.
      const known = new Map<string, CircleKind>();
      const missing: string[] = [];
      const joined = new Set<Promise<Map<string, CircleKind>>>();
      for (const id of circleIds) {
        const kind = enabled ? circles.get(id) : undefined;
        const running = enabled ? reading.get(id) : undefined;
        if (kind) known.set(id, kind);
        else if (running && running.begun >= everythingAt) joined.add(running.kinds);
        else missing.push(id);
      }
      const kept = enabled ? viewers.get(viewerId) : undefined;
      const asks = missing.length > 0 || !kept;
      if (asks) counts.misses++;
      else counts.hits++;
      const read = asks ? source.searchAccessFacts(kept ? null : viewerId, missing) : undefined;
      if (read && missing.length > 0 && enabled) {
        const kinds = read.then(({ circles: found }) => found);
        const running = { begun, kinds };
        for (const id of missing) reading.set(id, running);
        const finished = () => {
          for (const id of missing) if (reading.get(id) === running) reading.delete(id);
        };
        kinds.then(finished, finished);
      }
      const [facts, ...others] = await Promise.all([read, ...joined]);
      for (const found of [facts?.circles ?? new Map<string, CircleKind>(), ...others])
        for (const [id, kind] of found) known.set(id, kind);
      const standing = kept ?? facts?.standing ?? { statuses: new Map(), blocked: new Set<string>() };
      if (enabled && everythingAt <= begun) {
        for (const [id, kind] of facts?.circles ?? []) setBounded(circles, id, kind, maxCircles);
        if (!kept && (viewerChangedAt.get(viewerId) ?? 0) <= begun)
          setBounded(viewers, viewerId, standing, maxViewers);
      }
      const visible = new Set<string>();
      for (const id of circleIds) {
        const kind = known.get(id);
        // A circle gone since the list was read shows nothing.
        if (!kind) continue;
        const access = { id, ...kind, viewer_status: standing.statuses.get(id) ?? null };
        if (circlePolicy.canSeeContent(access, viewerId)) visible.add(id);
      }
      return { circles: visible, blocked: standing.blocked };
    },

    /** Viewers kept, and how searches found what they needed (tests, /metrics). */
    stats: () => ({ size: viewers.size, ...counts }),
  };
}

export type KeptSearchAccess = ReturnType<typeof createKeptSearchAccess>;
