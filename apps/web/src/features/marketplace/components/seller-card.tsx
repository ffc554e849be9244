import type { Listing } from '@circles/contracts';
import { Store } from 'lucide-react';
import { VerifiedBadge } from '../../../components/ui/verified-badge';

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });

/** Who sells it: name, verified badge and since when they are a member (the samples have only a name). */
export function SellerCard({ listing }: { listing: Listing }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border px-4 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Store aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-muted-foreground">Seller</span>
        <span className="flex items-center gap-1 font-semibold">
          <span className="truncate">{listing.sellerName}</span>
          {listing.sellerVerified ? <VerifiedBadge /> : null}
        </span>
        {listing.sellerSince ? (
          <span className="text-xs text-muted-foreground">
            Member since {memberSince(listing.sellerSince)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
