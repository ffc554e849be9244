import type { Post } from '@circles/contracts';
import { setBounded } from '../../../lib/bounded-map';
import { presentPost } from '../present';
import type { CardRef, VersionedCard } from '../repository';

type Entry = { version: string; post: Post };

/**
 * Post cards as every viewer sees them, kept in this process by post id with the versions of the rows they
 * were made from (migration 0030). A feed page reads each post's versions in its own query, so a card is
 * reused only when it is exactly what that query's snapshot holds: a like, comment, edit, a new name or avatar,
 * made in this process or any other, changes a version and the card is loaded again. Nothing needs to
 * be announced between processes, and there is no moment in which a process serves an older card.
 * Access is never the cache's business: pages ask only for ids their own query found visible to the viewer,
 * and the post's views and the viewer's own marks (liked, saved) come with the page, not from here.
 */
export function createKeptCards(
  loadCards: (postIds: string[]) => Promise<VersionedCard[]>,
  options: { maxEntries?: number } = {},
) {
  const maxEntries = options.maxEntries ?? 5000;
  const entries = new Map<string, Entry>();
  const counts = { hits: 0, misses: 0 };

  // A hit moves its card to the end, so the first key is the least recent.
  const remember = (postId: string, entry: Entry) => setBounded(entries, postId, entry, maxEntries);

  return {
    /**
     * The page's cards in the page's order, each with the viewer's marks. A post deleted between the page's
     * query and the load of its card is left out.
     */
    async cardsFor(refs: CardRef[]): Promise<Post[]> {
      const fresh = new Map<string, Post>();
      const missing: string[] = [];
      for (const ref of refs) {
        const entry = entries.get(ref.id);
        if (entry && entry.version === ref.version) {
          counts.hits++;
          remember(ref.id, entry);
          fresh.set(ref.id, entry.post);
        } else {
          counts.misses++;
          missing.push(ref.id);
        }
      }
      const loaded = missing.length > 0 ? await loadCards(missing) : [];
      for (const { card, version } of loaded) {
        // Loaded after the page's query: the same versions or newer ones, never older.
        const post = presentPost(card);
        remember(card.id, { version, post });
        fresh.set(card.id, post);
      }
      return refs.flatMap((ref) => {
        const post = fresh.get(ref.id);
        return post ? [{ ...post, views: ref.views, isLiked: ref.is_liked, isSaved: ref.is_saved }] : [];
      });
    },

    /** Cards kept, and how pages found them (tests and benches). */
    stats: () => ({ size: entries.size, ...counts }),
  };
}

export type KeptCards = ReturnType<typeof createKeptCards>;
