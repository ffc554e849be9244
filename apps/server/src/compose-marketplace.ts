import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { CirclesService } from './features/circles/service';
import { createMarketplaceRepository } from './features/marketplace/repository';
import { createSellingService } from './features/marketplace/selling';
import { createMarketplaceService } from './features/marketplace/service';
import { createListingWriteRepository } from './features/marketplace/write-repository';
import type { MediaService } from './features/media/service';

/**
 * The marketplace's parts (the composition root calls this): browsing and saving listings (with the Shopping
 * circle), and selling (issue #40: listings with photos held from the media pipeline).
 */
export function composeMarketplace(
  db: Kysely<Database>,
  deps: { circles: CirclesService; media: MediaService; publicUrl: string },
) {
  const marketplace = createMarketplaceService({
    repository: createMarketplaceRepository(db),
    circles: deps.circles,
  });
  const selling = createSellingService({
    repository: createListingWriteRepository(db),
    marketplace,
    media: deps.media,
    publicUrl: deps.publicUrl,
  });
  return { marketplace, selling };
}
