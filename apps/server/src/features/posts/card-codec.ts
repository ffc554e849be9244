import { type RawBuilder, sql } from 'kysely';
import type { ImageSizeJson, MediaInfoJson, MediaSourceJson } from '../../db/schema';

/** A post card, decoded from the row the database sends (see `cardCells`). */
export type PostCardRow = {
  id: string;
  content: string;
  image_url: string | null;
  video_source: MediaSourceJson | null;
  audio_source: MediaSourceJson | null;
  views: number;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  /** Microseconds since the epoch: exact (a JS number holds it exactly), so cursors compare exactly. */
  created_at_us: number;
  circle_id: string;
  circle_name: string;
  circle_type: 'personal' | 'public' | 'private';
  author_id: string;
  first_name: string;
  full_name: string;
  user_handle: string;
  avatar_url: string | null;
  icon1_code: string | null;
  icon2_code: string | null;
  icon3_code: string | null;
  manual_verification: boolean;
  profile_completed: boolean;
  is_liked: boolean;
  is_saved: boolean;
  /** When the author last edited the text (microseconds since the epoch), or null. */
  edited_at_us: number | null;
  media_alt: string | null;
  image_size: ImageSizeJson | null;
  /** Each video or audio file's size, length and poster (issue #52); null for older posts and other media. */
  media_info: MediaInfoJson | null;
};

/** One cell of a card: the field it fills, the SQL that yields it as text, and how its text is read back. */
type Column<K extends keyof PostCardRow = keyof PostCardRow> = {
  field: K;
  cell: RawBuilder<unknown>;
  read: (cell: string | null) => PostCardRow[K];
};

const column = <K extends keyof PostCardRow>(
  field: K,
  cell: RawBuilder<unknown>,
  read: (cell: string | null) => PostCardRow[K],
): Column => ({ field, cell, read }) as Column;

const asText = (cell: string | null) => cell as string;
const asNullable = (cell: string | null) => cell ?? null;
const asNumber = (cell: string | null) => Number(cell);
const asBoolean = (cell: string | null) => cell === 'true';
const asMicros = (cell: string | null) => (cell ? Number(cell) : null);
const asJson = <T>(cell: string | null) => (cell ? (JSON.parse(cell) as T) : null);
const micros = (expression: RawBuilder<unknown>) =>
  sql`(extract(epoch from ${expression}) * 1000000)::int8::text`;

/**
 * The card's columns, declared once: the SQL builds its cells in this order and `decodeCard` reads them in the
 * same. A card travels as one text array; a page is one JSON array of them. PostgreSQL turns a text array into
 * JSON in one pass, where a JSON object per card made it look up each column's type for every card (about a
 * third of a feed read on PostgreSQL); arrays of strings also parse about twice as fast as objects (decisions
 * 0015, 0062). These cells are the same for every viewer (the card cache keeps them); a column added here must
 * also bump `card_version` when it changes (migration 0030's triggers on users and circles).
 */
const sharedColumns: readonly Column[] = [
  column('id', sql`p.id::text`, asText),
  column('content', sql`p.content`, asText),
  column('image_url', sql`p.image_url`, asNullable),
  column('video_source', sql`p.video_source::text`, asJson<MediaSourceJson>),
  column('audio_source', sql`p.audio_source::text`, asJson<MediaSourceJson>),
  column('views', sql`p.views::text`, asNumber),
  column('likes_count', sql`p.likes_count::text`, asNumber),
  column('comments_count', sql`p.comments_count::text`, asNumber),
  column('shares_count', sql`p.shares_count::text`, asNumber),
  column('created_at_us', micros(sql`p.created_at`), asNumber),
  column('circle_id', sql`c.id::text`, asText),
  column('circle_name', sql`c.name`, asText),
  column('circle_type', sql`c.type::text`, (cell) => cell as PostCardRow['circle_type']),
  column('author_id', sql`u.id::text`, asText),
  column('first_name', sql`u.first_name`, asText),
  column('full_name', sql`u.full_name`, asText),
  column('user_handle', sql`u.user_handle`, asText),
  column('avatar_url', sql`u.avatar_url`, asNullable),
  column('icon1_code', sql`u.icon1_code`, asNullable),
  column('icon2_code', sql`u.icon2_code`, asNullable),
  column('icon3_code', sql`u.icon3_code`, asNullable),
  column('manual_verification', sql`u.manual_verification::text`, asBoolean),
  column('profile_completed', sql`u.profile_completed::text`, asBoolean),
  column('edited_at_us', micros(sql`p.edited_at`), asMicros),
  column('media_alt', sql`p.media_alt`, asNullable),
  column('image_size', sql`p.image_size::text`, asJson<ImageSizeJson>),
  column('media_info', sql`p.media_info::text`, asJson<MediaInfoJson>),
];

const sharedCells = sql<string[]>`array[${sql.join(sharedColumns.map((shared) => shared.cell))}]`;

/**
 * What the viewer did to the post: liked it, saved it. 'offset 0' keeps the liked check a probe of the likes
 * primary key per card; without it PostgreSQL turns it into a scan of all the viewer's likes, which cost more
 * even for a light liker.
 */
const viewerCells = (viewerId: string) => sql<string[]>`array[
  exists(
    select 1 from likes as l
    where l.likeable_type = 'post' and l.likeable_id = p.id and l.user_id = ${viewerId}
    offset 0
  )::text,
  exists(select 1 from favorites as f where f.user_id = ${viewerId} and f.post_id = p.id offset 0)::text
]`;

/** The versions of the rows a card is made from (migration 0030): equal versions, equal card. */
const cardVersion = sql<string>`p.card_version::text || '.' || u.card_version::text || '.' || c.card_version::text`;

export const cardCells = (viewerId: string) => sql<string[]>`(${sharedCells} || ${viewerCells(viewerId)})`;

/**
 * The same versions looked up by key for each post of a page, where the page has no join of users and
 * circles: a probe of each primary key per card (a join let the generic plan hash all circles).
 */
export const cardVersionByKeys = sql<string>`p.card_version::text
  || '.' || (select u.card_version from users as u where u.id = p.author_id)::text
  || '.' || (select c.card_version from circles as c where c.id = p.circle_id)::text`;

/**
 * A feed page's entry: which card, its versions, its views and the viewer's own marks; the cache supplies the rest.
 * Views change with every member's first look (the post page): they come with the entry, so a view does not change
 * the card's version (migration 0045) and the cached card serves on.
 */
export const refCells = (viewerId: string, version = cardVersion, views = sql<number>`p.views`) =>
  sql<string[]>`(array[p.id::text, (extract(epoch from p.created_at) * 1000000)::int8::text, ${version},
    ${views}::text] || ${viewerCells(viewerId)})`;

/** A card for the cache: the shared cells and their versions. */
export const versionedSharedCells = sql<string[]>`(${sharedCells} || array[${cardVersion}])`;

export const sharedCellCount = sharedColumns.length;

/** One card from its cells, in `sharedColumns`' order, then the viewer's (false when absent). */
export function decodeCard(cells: (string | null)[]): PostCardRow {
  const card: Partial<Record<keyof PostCardRow, unknown>> = {};
  for (let index = 0; index < sharedCellCount; index++) {
    const shared = sharedColumns[index] as Column;
    card[shared.field] = shared.read(cells[index] ?? null);
  }
  card.is_liked = cells[sharedCellCount] === 'true';
  card.is_saved = cells[sharedCellCount + 1] === 'true';
  return card as PostCardRow;
}

/** A feed page's entry (see `refCells`): the card comes from the cache, or `loadCards` when it changed. */
export type CardRef = {
  id: string;
  created_at_us: number;
  version: string;
  views: number;
  is_liked: boolean;
  is_saved: boolean;
};

export const decodeRef = (cells: (string | null)[]): CardRef => ({
  id: cells[0] as string,
  created_at_us: Number(cells[1]),
  version: cells[2] as string,
  views: Number(cells[3]),
  is_liked: cells[4] === 'true',
  is_saved: cells[5] === 'true',
});

/** A card as every viewer sees it (not liked, not saved), with the versions it was made from. */
export type VersionedCard = { card: PostCardRow; version: string };
