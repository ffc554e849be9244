import { postMessages } from '@circles/contracts';
import { PageTitle } from '../../../components/page-title';
import { FeedEmptyState } from '../../../components/posts/feed-empty-state';
import { PendingPosts } from '../../../components/posts/pending-posts';
import { PostFeed } from '../../../components/posts/post-feed';
import { useMe } from '../../../lib/session';
import { useHomeFeed } from '../api/get-home-feed';
import { HomeColumn, HomeHeader } from '../components/home-header';

/** /home: the 'for you' feed (docs/product.md §Screens), paged by cursor with an infinite-scroll sentinel. */
export function HomePage() {
  const firstName = useMe().data?.firstName;
  const feed = useHomeFeed();
  return (
    <HomeColumn>
      <PageTitle title="Home" />
      <HomeHeader firstName={firstName} />
      <PendingPosts />
      <PostFeed
        feed={feed}
        errorMessage={postMessages.homeFailed}
        empty={<FeedEmptyState text="When people in your circles share something, it shows up here." />}
      />
    </HomeColumn>
  );
}
