import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The one rule of every attach path (issue #57): an upload is held by at most one thing, a post (or a post waiting
 * for its media, issue #52), a listing, a message or the saved wall, so it is attached only while nothing else
 * holds it. A photo sent in a message would otherwise become a listing's, which any member may fetch. `keep` names
 * what may already hold it: the listing being edited, or the wall for its own uploads.
 */
export const unheldUpload =
  (keep: { listingId?: string; wall?: boolean } = {}) =>
  (eb: ExpressionBuilder<Database, 'media_uploads'>) =>
    eb.and([
      eb('post_id', 'is', null),
      eb('pending_post_id', 'is', null),
      eb('message_id', 'is', null),
      keep.listingId
        ? eb.or([eb('listing_id', 'is', null), eb('listing_id', '=', keep.listingId)])
        : eb('listing_id', 'is', null),
      ...(keep.wall ? [] : [eb('on_wall', '=', false)]),
    ]);
