import { type Listing, marketplaceMessages } from '@circles/contracts';
import { useId } from 'react';
import { useMarketplaceText } from '../lib/marketplace-texts';
import { ListingGrid } from './listing-card';

/**
 * The sample listings of a Ford truck search (docs/product.md §Screens), apart from members' listings and said to be
 * examples.
 */
export function ExampleListings({ listings }: { listings: Listing[] }) {
  const text = useMarketplaceText();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-dashed p-4">
      <div className="flex flex-col gap-0.5">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          {text(marketplaceMessages.examplesTitle)}
        </h2>
        <p className="text-sm text-muted-foreground">{text(marketplaceMessages.examplesNote)}</p>
      </div>
      <ListingGrid listings={listings} label={text(marketplaceMessages.examplesTitle)} />
    </section>
  );
}
