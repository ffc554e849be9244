import type { ColumnType } from 'kysely';

/** Column shapes the table files share. */

/** A narrower copy of a posted photo (media_uploads.variants). */
export type ImageVariantJson = { width: number; height: number; size: number };
/** A post's photo: its size and the widths it is also stored at (posts.image_size). */
export type ImageSizeJson = { width: number; height: number; widths: number[] };
/** Timestamps default to now() on insert, so they are optional there. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
