import type { FeedPage } from '@circles/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { holdFirstScreen, isDrawingOffscreen, releaseFirstScreen } from '../../lib/first-screen';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { PostCard, PostCardSkeleton } from './post-card';

type FeedQuery = UseInfiniteQueryResult<InfiniteData<FeedPage>, Error>;

/** Cards drawn at once: more than a phone's or a laptop's screen shows of a feed. */
const firstTurnCards = 3;
/** Cards drawn in each later turn, a task of its own. */
const cardsPerTurn = 2;
/** Whether this document has drawn a feed whole yet (see useCardsInTurns). */
let hasDrawnAFeed = false;

/**
 * How many of a feed's cards to draw now (issue #16). A card costs a phone about 50 ms to draw, so a first page
 * drawn at once was one task of half a second that a tap waited behind, and the first post's text (the page's
 * largest paint) waited for all ten. The first few come at once and the rest a couple per task after them,
 * below the fold; cards a next page adds come the same way. A feed shown again later in the document (back to
 * /home) is drawn whole at once, so the router can restore where the member had scrolled to.
 *
 * A feed drawn off screen while the server's drawing of the page is in view (lib/first-screen) starts with no
 * card and draws its first screen's cards one per task, holding the page's swap until they are there.
 */
function useCardsInTurns(total: number) {
  // What this feed holds the page's swap by, if it does.
  const [holder] = useState(() => {
    if (!isDrawingOffscreen() || total === 0 || hasDrawnAFeed) return undefined;
    const holder = {};
    holdFirstScreen(holder);
    return holder;
  });
  const atOnce = holder ? 0 : firstTurnCards;
  const [revealed, setRevealed] = useState(() => (hasDrawnAFeed ? total : atOnce));
  const shown = Math.min(total, Math.max(revealed, atOnce));
  const isDrawing = shown < total;
  const hasDrawnFirstScreen = shown >= Math.min(total, firstTurnCards);
  useEffect(() => {
    if (holder && hasDrawnFirstScreen) releaseFirstScreen(holder);
  }, [holder, hasDrawnFirstScreen]);
  useEffect(() => () => (holder ? releaseFirstScreen(holder) : undefined), [holder]);
  useEffect(() => {
    if (!isDrawing) {
      if (total > 0) hasDrawnAFeed = true;
      return;
    }
    const turn = shown < firstTurnCards ? 1 : cardsPerTurn;
    const nextTurn = setTimeout(() => setRevealed(shown + turn));
    return () => clearTimeout(nextTurn);
  }, [isDrawing, shown, total]);
  return { shown, isDrawing };
}

/**
 * A cursor-paged list of posts: skeletons first, then cards, and a sentinel that loads the next page when half
 * of it is within 1,200 px of the screen (SPEC §9 scroll sentinel threshold 0.5, prefetched early).
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
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const { shown, isDrawing } = useCardsInTurns(posts.length);

  useEffect(() => {
    const element = sentinel.current;
    // Not while cards are still being drawn: the sentinel would be near the screen and ask for a page early.
    if (!element || !hasNextPage || isDrawing) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      // SPEC §9's sentinel threshold 0.5, counted from 1,200 px below the screen (issue #16): the next page is
      // on its way while the member still has a screen or two of posts to read.
      { threshold: 0.5, rootMargin: '0px 0px 1200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isDrawing]);

  if (feed.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label="Loading posts">
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
          Try again
        </Button>
      </div>
    );
  }

  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      {posts.slice(0, shown).map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <div ref={sentinel} className="flex h-12 items-center justify-center">
        {isFetchingNextPage ? (
          <Spinner className="size-5 text-muted-foreground" label="Loading more posts" />
        ) : null}
        {feed.isFetchNextPageError ? (
          <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
            {errorMessage}. Try again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
