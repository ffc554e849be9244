import { categoryLabel, formatPrice, marketplaceMessages, relativeTime } from '@circles/contracts';
import { ArrowLeft, Bookmark, MapPin, Store } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useListing } from '../api/get-listing';
import { useSaveListing } from '../api/save-listing';
import { categoryLooks, marketplacePaths } from '../lib/category-icons';

/** /marketplace/listings/:listingId: one listing with its details and Save to Shopping. */
export function ListingPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  const save = useSaveListing();

  const back = (
    <Link
      to={marketplacePaths.home}
      className="focus-ring inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Marketplace
    </Link>
  );

  if (listing.isPending) {
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {back}
        <Spinner className="size-6 self-center text-muted-foreground" label="Loading listing" />
      </section>
    );
  }
  if (listing.isError) {
    const isMissing = listing.error instanceof ApiRequestError && listing.error.status === 404;
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <PageTitle title={marketplaceMessages.listingNotFound} />
        {back}
        <h1 className="text-2xl font-bold">
          {isMissing
            ? marketplaceMessages.listingNotFound
            : getErrorMessage(listing.error, marketplaceMessages.fetchFailed)}
        </h1>
      </section>
    );
  }

  const item = listing.data;
  const { Icon, tint } = categoryLooks[item.category];
  const onToggleSave = () =>
    save.mutate(
      { listingId: item.id, saved: !item.isSaved },
      {
        onSuccess: (next) =>
          toast.success(next.isSaved ? 'Saved to your Shopping circle' : 'Removed from Shopping'),
        onError: (error) => toast.error(getErrorMessage(error, 'Could not save the listing')),
      },
    );

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={item.title} />
      {back}
      <article className="overflow-hidden rounded-2xl border bg-card shadow-soft">
        <div className={cn('flex h-40 items-center justify-center bg-gradient-to-br sm:h-56', tint)}>
          <Icon aria-hidden="true" className="size-16 opacity-80" />
        </div>
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-col gap-1">
            <Link
              to={marketplacePaths.category(item.category)}
              className="focus-ring self-start rounded text-xs font-semibold tracking-wider text-primary uppercase hover:underline"
            >
              {categoryLabel(item.category)}
            </Link>
            <h1 className="text-2xl font-bold tracking-tight">{item.title}</h1>
            <p className="text-2xl font-bold">{formatPrice(item)}</p>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {item.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <Store aria-hidden="true" className="size-4" />
              {item.sellerName}
            </span>
            <span>
              Listed <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}</time>
            </span>
          </p>
          <p className="whitespace-pre-line">{item.description}</p>
          <Button
            variant={item.isSaved ? 'outline' : 'primary'}
            onClick={onToggleSave}
            isLoading={save.isPending}
            aria-pressed={item.isSaved}
            className="self-start"
          >
            <Bookmark aria-hidden="true" className={cn('size-4', item.isSaved && 'fill-current')} />
            {item.isSaved ? 'Saved in Shopping' : 'Save to Shopping'}
          </Button>
        </div>
      </article>
    </section>
  );
}
