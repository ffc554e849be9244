import { circleMessages } from '@circles/contracts';
import { useCircleFeed } from '../api/get-circle-feed';
import { FeedEmptyState } from './feed-empty-state';
import { PostFeed } from './post-feed';

/** The posts of one circle, newest first, loading more as the reader scrolls. */
export function CircleFeed({ circleId }: { circleId: string }) {
  const feed = useCircleFeed(circleId);
  return (
    <PostFeed
      feed={feed}
      errorMessage={circleMessages.feedFailed}
      empty={<FeedEmptyState circleId={circleId} text="Posts shared in this circle will show up here." />}
    />
  );
}
