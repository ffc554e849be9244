import { Trans, useLingui } from '@lingui/react/macro';
import { PostFeed } from '../../../components/posts/post-feed';
import { useSearchPosts } from '../api/search-posts';

/** Posts the viewer may see whose words match the text, best match first (the search page's Posts tab). */
export function PostSearchResults({ text }: { text: string }) {
  const { t } = useLingui();
  const feed = useSearchPosts(text);
  return (
    <PostFeed
      feed={feed}
      errorMessage={t`Failed to search posts`}
      empty={
        <p className="text-muted-foreground">
          <Trans>No posts match “{text}”.</Trans>
        </p>
      }
    />
  );
}
