import { listingMessages, marketplaceMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useListing } from '../api/get-listing';
import { ListingForm } from '../components/listing-form';
import { marketplacePaths } from '../lib/category-icons';
import { useMarketplaceText } from '../lib/marketplace-texts';

/** /marketplace/listings/:listingId/edit: the seller changes their listing (others are told it is not theirs). */
export function EditListingPage() {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title={t`Edit listing`} />
      <Link
        to={marketplacePaths.listing(listingId)}
        className="focus-ring inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to the listing</Trans>
      </Link>
      {listing.isPending ? (
        <Spinner className="size-6 self-center text-muted-foreground" label={t`Loading listing`} />
      ) : listing.isError ? (
        <Alert>{text(getErrorMessage(listing.error, marketplaceMessages.listingNotFound))}</Alert>
      ) : !listing.data.isOwn ? (
        <Alert>{text(listingMessages.notYourListing)}</Alert>
      ) : (
        <div className="rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
          <ListingForm listing={listing.data} />
        </div>
      )}
    </section>
  );
}
