import { listingMessages, marketplaceMessages } from '@circles/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useListing } from '../api/get-listing';
import { ListingForm } from '../components/listing-form';
import { marketplacePaths } from '../lib/category-icons';

/** /marketplace/listings/:listingId/edit: the seller changes their listing (others are told it is not theirs). */
export function EditListingPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title="Edit listing" />
      <Link
        to={marketplacePaths.listing(listingId)}
        className="focus-ring inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the listing
      </Link>
      {listing.isPending ? (
        <Spinner className="size-6 self-center text-muted-foreground" label="Loading listing" />
      ) : listing.isError ? (
        <Alert>{getErrorMessage(listing.error, marketplaceMessages.listingNotFound)}</Alert>
      ) : !listing.data.isOwn ? (
        <Alert>{listingMessages.notYourListing}</Alert>
      ) : (
        <div className="rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
          <ListingForm listing={listing.data} />
        </div>
      )}
    </section>
  );
}
