import { type Listing, listingMessages, marketplaceMessages } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { Bookmark, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { categoryLooks, marketplacePaths } from '../lib/category-icons';
import { useMarketplaceText, useMarketplaceWords } from '../lib/marketplace-texts';

/**
 * A listing in a grid: its first photo (or category tile), title, price and place; the card links to it. A sample
 * is marked 'Example' (issue #54).
 */
export function ListingCard({ listing }: { listing: Listing }) {
  const text = useMarketplaceText();
  const words = useMarketplaceWords();
  const { Icon, tint } = categoryLooks[listing.category];
  return (
    <Link
      to={marketplacePaths.listing(listing.id)}
      className="focus-ring group flex flex-col overflow-hidden rounded-2xl border bg-card shadow-soft transition-shadow hover:shadow-lifted"
    >
      <span className={cn('relative flex h-28 items-center justify-center bg-gradient-to-br', tint)}>
        {listing.photos[0] ? (
          <img
            src={`${listing.photos[0]}?w=640`}
            alt=""
            loading="lazy"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <Icon aria-hidden="true" className="size-9 opacity-80" />
        )}
        {listing.soldAt ? (
          <span className="absolute top-2 left-2 rounded-full bg-foreground/85 px-2 py-0.5 text-xs font-semibold text-background">
            {text(listingMessages.sold)}
          </span>
        ) : null}
        {listing.isExample ? (
          <span className="absolute bottom-2 left-2 rounded-full bg-card/90 px-2 py-0.5 text-xs font-semibold text-foreground">
            {text(marketplaceMessages.exampleBadge)}
          </span>
        ) : null}
        {listing.isSaved ? (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-card/90 px-2 py-0.5 text-xs font-medium text-primary">
            <Bookmark aria-hidden="true" className="size-3 fill-current" />
            <Trans>Saved</Trans>
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="text-base font-bold">{words.price(listing)}</span>
        <span className="line-clamp-2 text-sm font-medium group-hover:underline">{listing.title}</span>
        <span className="mt-auto flex items-center gap-1 pt-1 text-xs text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5" />
          {listing.location} · {words.category(listing.category)}
        </span>
      </span>
    </Link>
  );
}

export function ListingGrid({ listings, label }: { listings: Listing[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {listings.map((listing) => (
        <li key={listing.id} className="flex">
          <div className="flex w-full">
            <ListingCard listing={listing} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ListingGridSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="h-48 animate-pulse rounded-2xl border bg-card" />
      ))}
    </div>
  );
}
