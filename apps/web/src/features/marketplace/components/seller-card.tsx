import { formatPrice, type Listing, marketplaceMessages } from '@circles/contracts';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { paths } from '../../../config/paths';
import { otherListingsShown, useSellerListings } from '../api/get-seller-listings';
import { marketplacePaths } from '../lib/category-icons';

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });

/**
 * Who sells it (issue #54): avatar, name linked to their profile, verified badge, since when they are a member,
 * and their other listings. A sample's seller is an example, with a name only.
 */
export function SellerCard({ listing }: { listing: Listing }) {
  const headingId = useId();
  const others = useSellerListings(listing.sellerId);
  const otherListings = (others.data?.listings ?? [])
    .filter((other) => other.id !== listing.id)
    .slice(0, otherListingsShown);
  const name = listing.sellerHandle ? (
    <Link to={paths.app.member(listing.sellerHandle)} className="focus-ring truncate rounded hover:underline">
      {listing.sellerName}
    </Link>
  ) : (
    <span className="truncate">{listing.sellerName}</span>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border px-4 py-3">
      <div className="flex items-center gap-3">
        {listing.isExample ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Store aria-hidden="true" className="size-5" />
          </span>
        ) : (
          <Avatar src={listing.sellerAvatarUrl} alt="" size="md" isVerified={listing.sellerVerified} />
        )}
        <div className="flex min-w-0 flex-col">
          <h2 id={headingId} className="text-xs font-normal text-muted-foreground">
            {listing.isExample ? `Seller · ${marketplaceMessages.exampleBadge}` : 'Seller'}
          </h2>
          <span className="flex items-center gap-1 font-semibold">
            {name}
            {listing.sellerVerified ? <VerifiedBadge /> : null}
          </span>
          {listing.sellerSince ? (
            <span className="text-xs text-muted-foreground">
              Member since {memberSince(listing.sellerSince)}
            </span>
          ) : null}
        </div>
      </div>
      {otherListings.length > 0 ? (
        <div className="flex flex-col gap-1.5 border-t pt-3">
          <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            Other listings
          </h3>
          <ul aria-label={`Other listings by ${listing.sellerName}`} className="flex flex-col gap-1">
            {otherListings.map((other) => (
              <li key={other.id}>
                <Link
                  to={marketplacePaths.listing(other.id)}
                  className="focus-ring flex items-baseline justify-between gap-3 rounded text-sm hover:underline"
                >
                  <span className="truncate">{other.title}</span>
                  <span className="shrink-0 font-semibold">{formatPrice(other)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
