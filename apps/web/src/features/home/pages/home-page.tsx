import { postMessages } from '@circles/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title';
import { FeedEmptyState } from '../../../components/posts/feed-empty-state';
import { PendingPosts } from '../../../components/posts/pending-posts';
import { PostFeed } from '../../../components/posts/post-feed';
import { useContractText } from '../../../lib/contract-messages';
import { useMe } from '../../../lib/session';
import { useHomeFeed } from '../api/get-home-feed';
import { HomeColumn, HomeHeader } from '../components/home-header';

/** Contracts' texts this page shows (SPEC's English, kept there), in the reader's language. */
const homeMessages = {
  [postMessages.homeFailed]: msg`Failed to fetch home posts`,
};

/** /home: the 'for you' feed (docs/product.md §Screens), paged by cursor with an infinite-scroll sentinel. */
export function HomePage() {
  const { t } = useLingui();
  const contractText = useContractText(homeMessages);
  const firstName = useMe().data?.firstName;
  const feed = useHomeFeed();
  return (
    <HomeColumn>
      <PageTitle title={t`Home`} />
      <HomeHeader firstName={firstName} />
      <PendingPosts />
      <PostFeed
        feed={feed}
        errorMessage={contractText(postMessages.homeFailed)}
        empty={<FeedEmptyState text={t`When people in your circles share something, it shows up here.`} />}
      />
    </HomeColumn>
  );
}
