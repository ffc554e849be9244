import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notBlockedWith } from '../../lib/blocks-sql';
import { canSeeContentSql } from '../../lib/circle-access';
import { cardCells, decodeCard, decodeRef } from './card-codec';

export type FeedCursor = { createdAt: string; id: string };

/** Which of an author's posts a profile tab lists. */
export type AuthorPostKind = 'all' | 'photos' | 'videos';

/** A query of cards, built or written out; its one column is `cells`. */
// biome-ignore lint/suspicious/noExplicitAny: any card query, whatever its tables.
type CardQuery = SelectQueryBuilder<any, any, { cells: string[] }> | RawBuilder<{ cells: string[] }>;

/** The query pieces every card read is built from: the card's joins, an author's visible posts, a page as JSON. */
export const createCardQueries = (db: Kysely<Database>) => {
  /** Everything a post card shows, in one query: post, author, circle, counts and the viewer's like. */
  const postCards = (viewerId: string, cells = cardCells(viewerId)) =>
    db
      .selectFrom('posts as p')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .innerJoin('circles as c', 'c.id', 'p.circle_id')
      .select(cells.as('cells'))
      // Blocks (issue #17): nothing of a member the viewer blocked, or who blocked the viewer, in any list.
      .where(notBlockedWith(viewerId, 'p.author_id'));

  /**
   * An author's posts the viewer may see: only circles whose content the viewer may see (lib/circle-access.ts in
   * SQL), so a private circle's posts never reach a non-member, on any tab or in any count.
   */
  // biome-ignore lint/suspicious/noExplicitAny: posts `p` joined with circles `c`, any selection.
  const authorPosts = <Query extends SelectQueryBuilder<any, any, any>>(
    query: Query,
    authorId: string,
    viewerId: string,
    kind: AuthorPostKind,
  ): Query => {
    let filtered = query
      .where(sql<boolean>`p.author_id = ${authorId}::uuid`)
      .where(canSeeContentSql('c', viewerId));
    if (kind === 'photos') filtered = filtered.where(sql<boolean>`p.image_url is not null`);
    if (kind === 'videos') filtered = filtered.where(sql<boolean>`p.video_source is not null`);
    return filtered as Query;
  };

  /** A page of cards as one JSON value (one row, one cell), in the query's order. */
  const asCards = (query: CardQuery) =>
    db.selectNoFrom(
      sql<
        (string | null)[][]
      >`(select coalesce(array_to_json(array_agg(page.cells)), '[]') from (${query}) as page)`.as('cards'),
    );
  const cardsOf = (result: { rows: { cards: (string | null)[][] }[] }) =>
    (result.rows[0]?.cards ?? []).map(decodeCard);
  const refsOf = (result: { rows: { cards: (string | null)[][] }[] }) =>
    (result.rows[0]?.cards ?? []).map(decodeRef);

  return { postCards, authorPosts, asCards, cardsOf, refsOf };
};

export type CardQueries = ReturnType<typeof createCardQueries>;
