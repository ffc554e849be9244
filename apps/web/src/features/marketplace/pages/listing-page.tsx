import { listingMessages, marketplaceMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Bookmark, Clock, MapPin, Tag } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { MessageMemberButton } from '../../../components/message-member-button';
import { PageTitle } from '../../../components/page-title';
import { ReportButton } from '../../../components/report-button';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useRelativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { useListing } from '../api/get-listing';
import { useSaveListing } from '../api/save-listing';
import { ListingPhotos } from '../components/listing-photos';
import { OwnerActions } from '../components/owner-actions';
import { SellerCard } from '../components/seller-card';
import { marketplacePaths } from '../lib/category-icons';
import { useMarketplaceText, useMarketplaceWords } from '../lib/marketplace-texts';

/**
 * /marketplace/listings/:listingId: one listing with its photos, details and seller; Save to Shopping, Message
 * seller (a direct message that starts with the listing's title and link) and Report for others, Edit, Mark sold and Delete for the seller.
 */
export function ListingPage() {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const words = useMarketplaceWords();
  const relativeTime = useRelativeTime();
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  const save = useSaveListing();

  const back = (
    <Link
      to={marketplacePaths.home}
      className="focus-ring inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Marketplace</Trans>
    </Link>
  );

  if (listing.isPending) {
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {back}
        <Spinner className="size-6 self-center text-muted-foreground" label={t`Loading listing`} />
      </section>
    );
  }
  if (listing.isError) {
    const isMissing = listing.error instanceof ApiRequestError && listing.error.status === 404;
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <PageTitle title={text(marketplaceMessages.listingNotFound)} />
        {back}
        <h1 className="text-2xl font-bold">
          {isMissing
            ? text(marketplaceMessages.listingNotFound)
            : text(getErrorMessage(listing.error, marketplaceMessages.fetchFailed))}
        </h1>
      </section>
    );
  }

  const item = listing.data;
  /** 'Message seller''s first message: the listing's title and link (in the browser, where the link is known). */
  const sellerDraft = () => {
    const title = item.title;
    const link = `${window.location.origin}${paths.app.listing(item.id)}`;
    return t`Hi! I'm interested in “${title}”: ${link}`;
  };
  const onToggleSave = () =>
    save.mutate(
      { listingId: item.id, saved: !item.isSaved },
      {
        onSuccess: (next) =>
          toast.success(next.isSaved ? t`Saved to your Shopping circle` : t`Removed from Shopping`),
        onError: (error) => toast.error(text(getErrorMessage(error, t`Could not save the listing`))),
      },
    );

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={item.title} />
      {back}
      <article className="overflow-hidden rounded-2xl border bg-card shadow-soft">
        <ListingPhotos listing={item} />
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-col gap-1">
            <Link
              to={marketplacePaths.category(item.category)}
              className="focus-ring self-start rounded text-xs font-semibold tracking-wider text-primary uppercase hover:underline"
            >
              {words.category(item.category)}
            </Link>
            <h1 className="text-2xl font-bold tracking-tight">{item.title}</h1>
            {item.isExample ? (
              <p className="text-sm text-muted-foreground">
                <span className="mr-1.5 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                  {text(marketplaceMessages.exampleBadge)}
                </span>
                {text(marketplaceMessages.examplesNote)}
              </p>
            ) : null}
            <p className="flex items-center gap-3 text-2xl font-bold">
              {words.price(item)}
              {item.soldAt ? (
                <span className="rounded-full bg-foreground/85 px-2.5 py-0.5 text-sm font-semibold text-background">
                  {text(listingMessages.sold)}
                </span>
              ) : null}
            </p>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {item.condition ? (
              <span className="inline-flex items-center gap-1">
                <Tag aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  <Trans>Condition:</Trans>
                </span>
                {words.condition(item.condition)}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Location:</Trans>
              </span>
              {item.location}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Listed:</Trans>
              </span>
              <time dateTime={item.createdAt} suppressHydrationWarning>
                {relativeTime(item.createdAt)}
              </time>
            </span>
          </p>
          <p className="whitespace-pre-line">{item.description}</p>
          <SellerCard listing={item} />
          {item.isOwn ? (
            <OwnerActions listing={item} />
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant={item.isSaved ? 'outline' : 'primary'}
                onClick={onToggleSave}
                isLoading={save.isPending}
                aria-pressed={item.isSaved}
              >
                <Bookmark aria-hidden="true" className={cn('size-4', item.isSaved && 'fill-current')} />
                {item.isSaved ? t`Saved in Shopping` : t`Save to Shopping`}
              </Button>
              {item.sellerId ? (
                <>
                  <MessageMemberButton
                    member={{ userId: item.sellerId }}
                    label={text(listingMessages.messageSeller)}
                    size="md"
                    draft={sellerDraft()}
                  />
                  <ReportButton
                    targetType="listing"
                    targetId={item.id}
                    subject={`“${item.title}”`}
                    size="md"
                  />
                </>
              ) : null}
            </div>
          )}
        </div>
      </article>
    </section>
  );
}
