import type { FeedPage } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { PostCard, PostCardSkeleton } from './post-card';

type FeedQuery = UseInfiniteQueryResult<InfiniteData<FeedPage>, Error>;

/**
 * A cursor-paged list of posts: skeletons first, then cards, and a sentinel that loads the next page when half
 * of it is within 1,200 px of the screen (docs/product.md §Limits scroll sentinel threshold 0.5, prefetched early).
 */
export function PostFeed({
  feed,
  errorMessage,
  empty,
}: {
  feed: FeedQuery;
  errorMessage: string;
  empty: ReactNode;
}) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      // docs/product.md §Limits's sentinel threshold 0.5, counted from 1,200 px below the screen (issue #16): the
      // next page is on its way while the member still has a screen or two of posts to read.
      // A CSS margin, not a text.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      { threshold: 0.5, rootMargin: '0px 0px 1200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (feed.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label={t`Loading posts`}>
        <PostCardSkeleton />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }
  if (feed.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl bg-danger-surface px-5 py-4 text-sm text-danger sm:flex-row sm:items-center"
      >
        <p className="flex flex-1 items-start gap-2.5 font-medium">
          <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
          {errorMessage}
        </p>
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      {posts.map((post) => (
        // Each card its own boundary: a feed drawn on the server is hydrated a card at a time, each a short task
        // the browser can interleave with a tap, instead of one long task for the whole page of posts.
        <Suspense key={post.id}>
          <PostCard post={post} />
        </Suspense>
      ))}
      <div ref={sentinel} className="flex h-12 items-center justify-center">
        {isFetchingNextPage ? (
          <Spinner className="size-5 text-muted-foreground" label={t`Loading more posts`} />
        ) : null}
        {feed.isFetchNextPageError ? (
          <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
            <Trans>{errorMessage}. Try again</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
