import type { Listing } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Store } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { paths } from '../../../config/paths';
import { otherListingsShown, useSellerListings } from '../api/get-seller-listings';
import { marketplacePaths } from '../lib/category-icons';
import { priceText } from '../lib/marketplace-texts';

const memberSince = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { month: 'long', year: 'numeric' });

/**
 * Who sells it (issue #54): avatar, name linked to their profile, verified badge, since when they are a member,
 * and their other listings. A sample's seller is an example, with a name only.
 */
export function SellerCard({ listing }: { listing: Listing }) {
  const { t, i18n } = useLingui();
  const sellerName = listing.sellerName;
  const since = listing.sellerSince ? memberSince(listing.sellerSince, i18n.locale) : '';
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
            {listing.isExample ? t`Seller · Example` : t`Seller`}
          </h2>
          <span className="flex items-center gap-1 font-semibold">
            {name}
            {listing.sellerVerified ? <VerifiedBadge /> : null}
          </span>
          {listing.sellerSince ? (
            <span className="text-xs text-muted-foreground">
              <Trans>Member since {since}</Trans>
            </span>
          ) : null}
        </div>
      </div>
      {otherListings.length > 0 ? (
        <div className="flex flex-col gap-1.5 border-t pt-3">
          <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            <Trans>Other listings</Trans>
          </h3>
          <ul aria-label={t`Other listings by ${sellerName}`} className="flex flex-col gap-1">
            {otherListings.map((other) => (
              <li key={other.id}>
                <Link
                  to={marketplacePaths.listing(other.id)}
                  className="focus-ring flex items-baseline justify-between gap-3 rounded text-sm hover:underline"
                >
                  <span className="truncate">{other.title}</span>
                  <span className="shrink-0 font-semibold">{priceText(i18n, other)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
