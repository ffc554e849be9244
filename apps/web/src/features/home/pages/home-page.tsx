import { postMessages } from '@circles/contracts';
import { PageTitle } from '../../../components/page-title';
import { FeedEmptyState } from '../../../components/posts/feed-empty-state';
import { PostFeed } from '../../../components/posts/post-feed';
import { useMe } from '../../../lib/session';
import { useHomeFeed } from '../api/get-home-feed';

/** /home: the 'for you' feed (SPEC §2), paged by cursor with an infinite-scroll sentinel. */
export function HomePage() {
  const firstName = useMe().data?.firstName;
  const feed = useHomeFeed();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title="Home" />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Home</h1>
        <p className="mt-1 text-muted-foreground">
          {firstName ? `Welcome, ${firstName}. ` : ''}For you: the latest posts from your circles.
        </p>
      </header>
      <PostFeed
        feed={feed}
        errorMessage={postMessages.homeFailed}
        empty={<FeedEmptyState text="When people in your circles share something, it shows up here." />}
      />
    </section>
  );
}
