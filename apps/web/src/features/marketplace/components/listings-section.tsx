import type { Listing } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { CircleAlert, SearchX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ListingGrid, ListingGridSkeleton } from './listing-card';

type ListingsQuery = {
  isPending: boolean;
  isError: boolean;
  data: Listing[] | undefined;
  refetch: () => unknown;
  /** Paged lists (browse and search): 'Show more' fetches the next page. */
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

/** A titled grid of listings with its loading, error and empty states. */
export function ListingsSection({
  title,
  query,
  emptyText,
  aside,
}: {
  title: string;
  query: ListingsQuery;
  emptyText: string;
  aside?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {aside}
      </div>
      {query.isPending ? (
        <ListingGridSkeleton />
      ) : query.isError ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-2xl bg-danger-surface px-5 py-4 text-sm text-danger"
        >
          <CircleAlert aria-hidden="true" className="size-4.5 shrink-0" />
          <p className="flex-1 font-medium">
            <Trans>Failed to load listings</Trans>
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (query.data ?? []).length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed px-6 py-10 text-center text-muted-foreground">
          <SearchX aria-hidden="true" className="size-6" />
          <p>{emptyText}</p>
        </div>
      ) : (
        <>
          <ListingGrid listings={query.data ?? []} label={title} />
          {query.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              isLoading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage?.()}
            >
              <Trans>Show more</Trans>
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
