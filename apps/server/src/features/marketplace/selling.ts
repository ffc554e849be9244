import { type ListingFields, listingMessages, marketplaceMessages } from '@circles/contracts';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { parseMediaUrl } from '../../lib/media-url';
import type { MediaService } from '../media/service';
import type { MarketplaceService } from './service';
import type { ListingWriteRepository } from './write-repository';

/**
 * A member's own listings (issue #40): listed, edited, marked sold and deleted by the seller only. Photos are the
 * seller's own uploads through the posts' pipeline (POST /api/media/posts?kind=image: checked, re-encoded, EXIF
 * stripped) that no post uses and no other listing holds; a listing holds them (media_uploads.listing_id) so the
 * orphan sweep leaves them, and lets them go when it is deleted or they are taken off it.
 */
export const createSellingService = (deps: {
  repository: ListingWriteRepository;
  marketplace: MarketplaceService;
  media: MediaService;
  publicUrl: string;
}) => {
  const { repository, marketplace, media, publicUrl } = deps;

  /** The photos' upload paths, each the seller's own usable image; otherwise 'A photo could not be found'. */
  async function photoPaths(sellerId: string, urls: string[], listingId?: string) {
    const paths = urls.map((url) => {
      const location = parseMediaUrl(url, publicUrl);
      if (location?.bucket !== 'posts') throw badRequest(listingMessages.photoNotFound);
      return location.path;
    });
    if (new Set(paths).size !== paths.length) throw badRequest(listingMessages.photoNotFound);
    const usable = new Set(await repository.findUsablePhotos(sellerId, paths, listingId));
    if (paths.some((path) => !usable.has(path))) throw badRequest(listingMessages.photoNotFound);
    return paths;
  }

  /** The viewer's own listing, or 'Listing not found' (missing) / 403 (someone else's or a sample). */
  async function ownListing(listingId: string, viewerId: string) {
    const found = await repository.findSeller(listingId);
    if (!found) throw notFound(marketplaceMessages.listingNotFound);
    if (found.seller_id !== viewerId) {
      // One the viewer cannot see (a hidden seller) is not there for them.
      await marketplace.listing(listingId, viewerId);
      throw forbidden(listingMessages.notYourListing);
    }
    return found;
  }

  async function removeListing(listingId: string, sellerId: string) {
    const photos = await repository.delete(listingId, sellerId);
    if (photos === null) throw forbidden(listingMessages.notYourListing);
    for (const url of photos) {
      const location = parseMediaUrl(url, publicUrl);
      if (location?.bucket === 'posts')
        await media.removeUnattached(sellerId, 'posts', location.path).catch(() => undefined);
    }
  }

  const stored = (fields: ListingFields, paths: string[]) => {
    const { photos, ...rest } = fields;
    return { ...rest, photoUrls: paths.map((path) => `/media/posts/${path}`), photoPaths: paths };
  };

  return {
    async create(fields: ListingFields, sellerId: string) {
      const paths = await photoPaths(sellerId, fields.photos);
      const id = await repository.create(sellerId, stored(fields, paths));
      return marketplace.listing(id, sellerId);
    },

    async update(listingId: string, fields: ListingFields, sellerId: string) {
      await ownListing(listingId, sellerId);
      const paths = await photoPaths(sellerId, fields.photos, listingId);
      if (!(await repository.update(listingId, sellerId, stored(fields, paths))))
        throw forbidden(listingMessages.notYourListing);
      return marketplace.listing(listingId, sellerId);
    },

    async markSold(listingId: string, sellerId: string) {
      const found = await ownListing(listingId, sellerId);
      if (found.sold_at || !(await repository.markSold(listingId, sellerId)))
        throw badRequest(listingMessages.alreadySold);
      return marketplace.listing(listingId, sellerId);
    },

    /** Deletes the listing and its photos' files at once (no post or other listing can hold them). */
    async remove(listingId: string, sellerId: string) {
      await ownListing(listingId, sellerId);
      await removeListing(listingId, sellerId);
      return { message: listingMessages.deleted };
    },

    /** For reports (moderation): the seller of a listing the viewer may see; null for a sample. */
    async sellerOf(listingId: string, viewerId: string) {
      return (await marketplace.listing(listingId, viewerId)).sellerId;
    },

    /** A moderator's removal: as the seller's own delete (moderation checked who may). */
    removeForModeration: (listingId: string, sellerId: string) => removeListing(listingId, sellerId),
  };
};

export type SellingService = ReturnType<typeof createSellingService>;
