import { circleMessages } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { FeedEmptyState } from '../../../components/posts/feed-empty-state';
import { PendingPosts } from '../../../components/posts/pending-posts';
import { PostFeed } from '../../../components/posts/post-feed';
import { useCircleFeed } from '../api/get-circle-feed';
import { useCircleText } from '../lib/circle-messages';

/** The posts of one circle, newest first, loading more as the reader scrolls. */
export function CircleFeed({ circleId }: { circleId: string }) {
  const { t } = useLingui();
  const circleText = useCircleText();
  const feed = useCircleFeed(circleId);
  return (
    <>
      <PendingPosts circleId={circleId} />
      <PostFeed
        feed={feed}
        errorMessage={circleText(circleMessages.feedFailed)}
        empty={
          <FeedEmptyState circleId={circleId} text={t`Posts shared in this circle will show up here.`} />
        }
      />
    </>
  );
}
