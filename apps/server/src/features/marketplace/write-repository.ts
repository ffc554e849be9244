import type { ListingFields } from '@circles/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { unheldUpload } from '../../lib/unheld-upload';

/** A listing's text and price as stored; its photos come as URLs and the upload paths behind them. */
type Stored = Omit<ListingFields, 'photos'> & { photoUrls: string[]; photoPaths: string[] };

const columns = (fields: Stored) => ({
  title: fields.title,
  description: fields.description,
  category: fields.category,
  price_cents: fields.priceCents,
  currency: fields.currency,
  condition: fields.condition,
  location: fields.location,
  photo_urls: JSON.stringify(fields.photoUrls),
});

/** Members' own listings (issue #40): what the seller writes, and the photo uploads a listing holds. */
export const createListingWriteRepository = (db: Kysely<Database>) => {
  /** Holds exactly these of the seller's uploads for the listing; others it held are unattached again. */
  async function holdPhotos(trx: Kysely<Database>, sellerId: string, listingId: string, paths: string[]) {
    let detach = trx
      .updateTable('media_uploads')
      .set({ listing_id: null })
      .where('listing_id', '=', listingId);
    if (paths.length > 0) detach = detach.where('path', 'not in', paths);
    await detach.execute();
    if (paths.length === 0) return;
    await trx
      .updateTable('media_uploads')
      .set({ listing_id: listingId })
      .where('owner_id', '=', sellerId)
      .where('bucket', '=', 'posts')
      .where('path', 'in', paths)
      .where(unheldUpload({ listingId }))
      .execute();
  }

  return {
    /**
     * Which of these paths are the seller's own image uploads in the posts bucket that nothing else holds (no
     * post, message or other listing: `listingId`, the listing being edited, may keep its own).
     */
    async findUsablePhotos(sellerId: string, paths: string[], listingId?: string) {
      if (paths.length === 0) return [];
      const rows = await db
        .selectFrom('media_uploads')
        .select('path')
        .where('owner_id', '=', sellerId)
        .where('bucket', '=', 'posts')
        .where('kind', '=', 'image')
        .where('path', 'in', paths)
        .where(unheldUpload({ listingId }))
        .execute();
      return rows.map((row) => row.path);
    },

    /** The listing's seller (null for a sample), or undefined when there is no such listing. */
    async findSeller(listingId: string) {
      const row = await db
        .selectFrom('marketplace_listings')
        .select(['seller_id', 'sold_at'])
        .where('id', '=', listingId)
        .executeTakeFirst();
      return row;
    },

    create(sellerId: string, fields: Stored) {
      return db.transaction().execute(async (trx) => {
        const seller = await trx
          .selectFrom('users')
          .select('full_name')
          .where('id', '=', sellerId)
          .executeTakeFirstOrThrow();
        const { id } = await trx
          .insertInto('marketplace_listings')
          .values({ ...columns(fields), seller_id: sellerId, seller_name: seller.full_name })
          .returning('id')
          .executeTakeFirstOrThrow();
        await holdPhotos(trx, sellerId, id, fields.photoPaths);
        return id;
      });
    },

    /** Replaces the seller's listing; false when it is not theirs (or gone). */
    update(listingId: string, sellerId: string, fields: Stored) {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('marketplace_listings')
          .set({ ...columns(fields), updated_at: new Date() })
          .where('id', '=', listingId)
          .where('seller_id', '=', sellerId)
          .returning('id')
          .executeTakeFirst();
        if (!updated) return false;
        await holdPhotos(trx, sellerId, listingId, fields.photoPaths);
        return true;
      });
    },

    /** Marks the seller's listing sold (once); false when it is not theirs or already sold. */
    async markSold(listingId: string, sellerId: string) {
      const updated = await db
        .updateTable('marketplace_listings')
        .set({ sold_at: new Date(), updated_at: new Date() })
        .where('id', '=', listingId)
        .where('seller_id', '=', sellerId)
        .where('sold_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return updated !== undefined;
    },

    /** Deletes the seller's listing (saves go with it; its uploads are unattached); the photos' paths, or null. */
    async delete(listingId: string, sellerId: string) {
      const deleted = await db
        .deleteFrom('marketplace_listings')
        .where('id', '=', listingId)
        .where('seller_id', '=', sellerId)
        .returning('photo_urls')
        .executeTakeFirst();
      return deleted ? deleted.photo_urls : null;
    },
  };
};

export type ListingWriteRepository = ReturnType<typeof createListingWriteRepository>;
