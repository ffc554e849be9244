import { sql } from 'kysely';
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

/**
 * A card travels as one text array, in this order; a page is one JSON array of them. PostgreSQL turns a text
 * array into JSON in one pass, where a JSON object per card made it look up each column's type for every card
 * (about a third of a feed read on PostgreSQL); arrays of strings also parse about twice as fast as objects.
 * `decodeCard` reads the cells by position: change the two together (the posts tests read every field back).
 * These cells are the same for every viewer (the card cache keeps them); a column added here must also bump
 * `card_version` when it changes (migration 0030's triggers on users and circles).
 */
const sharedCells = sql<string[]>`array[
  p.id::text, p.content, p.image_url, p.video_source::text, p.audio_source::text,
  p.views::text, p.likes_count::text, p.comments_count::text, p.shares_count::text,
  (extract(epoch from p.created_at) * 1000000)::int8::text,
  c.id::text, c.name, c.type::text,
  u.id::text, u.first_name, u.full_name, u.user_handle, u.avatar_url, u.icon1_code, u.icon2_code, u.icon3_code,
  u.manual_verification::text, u.profile_completed::text,
  (extract(epoch from p.edited_at) * 1000000)::int8::text,
  p.media_alt,
  p.image_size::text,
  p.media_info::text
]`;

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

export const sharedCellCount = 27;

const sourceOf = (text: string | null) => (text === null ? null : (JSON.parse(text) as MediaSourceJson));

/** One card from its cells, in `sharedCells`' order, then the viewer's (false when absent). */
export function decodeCard(cells: (string | null)[]): PostCardRow {
  const text = (index: number) => cells[index] as string;
  return {
    id: text(0),
    content: text(1),
    image_url: cells[2] ?? null,
    video_source: sourceOf(cells[3] ?? null),
    audio_source: sourceOf(cells[4] ?? null),
    views: Number(cells[5]),
    likes_count: Number(cells[6]),
    comments_count: Number(cells[7]),
    shares_count: Number(cells[8]),
    created_at_us: Number(cells[9]),
    circle_id: text(10),
    circle_name: text(11),
    circle_type: text(12) as PostCardRow['circle_type'],
    author_id: text(13),
    first_name: text(14),
    full_name: text(15),
    user_handle: text(16),
    avatar_url: cells[17] ?? null,
    icon1_code: cells[18] ?? null,
    icon2_code: cells[19] ?? null,
    icon3_code: cells[20] ?? null,
    manual_verification: cells[21] === 'true',
    profile_completed: cells[22] === 'true',
    edited_at_us: cells[23] ? Number(cells[23]) : null,
    media_alt: cells[24] ?? null,
    image_size: cells[25] ? (JSON.parse(cells[25]) as ImageSizeJson) : null,
    media_info: cells[26] ? (JSON.parse(cells[26]) as MediaInfoJson) : null,
    is_liked: cells[sharedCellCount] === 'true',
    is_saved: cells[sharedCellCount + 1] === 'true',
  };
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
