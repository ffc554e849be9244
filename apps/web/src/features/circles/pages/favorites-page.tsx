import { circleMessages, favoriteMessages, favoritesAlias } from '@circles/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { useId } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PostFeed } from '../../../components/posts/post-feed';
import { LoadError } from '../../../components/ui/load-error';
import { getErrorMessage } from '../../../lib/api-client';
import { useCircle } from '../api/get-circle';
import { useFavorites } from '../api/get-favorites';
import { useFavoritesCount } from '../api/get-favorites-count';
import { CircleHeader, CircleHeaderSkeleton } from '../components/circle-header';
import { CircleNotFound } from '../components/circle-not-found';
import { EmptyState } from '../components/circle-posts';
import { useCircleText } from '../lib/circle-messages';
import { formatCount } from '../lib/circle-stats';
import { CirclePageFrame, isNotFound } from './circle-page-frame';

/**
 * docs/product.md §Screens /circles/favorites: the viewer's own Favorites circle, headed 'Favorites', with the posts
 * they saved (each with its author), newest save first, loading more as the list scrolls.
 */
export function FavoritesPage() {
  const { t, i18n } = useLingui();
  const circleText = useCircleText();
  const titleId = useId();
  const favorites = useCircle(favoritesAlias);
  const saved = useFavorites();
  const count = useFavoritesCount();

  const itemCount = (items: number) => {
    const formatted = formatCount(items, i18n.locale);
    return t`${plural(items, { one: `${formatted} item`, other: `${formatted} items` })}`;
  };

  if (favorites.isPending) {
    return (
      <CirclePageFrame>
        <CircleHeaderSkeleton />
      </CirclePageFrame>
    );
  }
  if (favorites.isError) {
    if (isNotFound(favorites.error)) return <CircleNotFound />;
    return (
      <CirclePageFrame>
        <LoadError
          message={circleText(getErrorMessage(favorites.error, circleMessages.fetchFailed))}
          onRetry={() => void favorites.refetch()}
        />
      </CirclePageFrame>
    );
  }

  return (
    <CirclePageFrame>
      <PageTitle title={t`Favorites`} />
      <CircleHeader circle={favorites.data} title={t`Favorites`} />
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            <Trans>Saved items</Trans>
          </h2>
          {count.data !== undefined ? (
            <p className="text-sm text-muted-foreground">{itemCount(count.data)}</p>
          ) : null}
        </div>
        <PostFeed
          feed={saved}
          errorMessage={circleText(favoriteMessages.fetchFailed)}
          empty={
            <EmptyState
              title={t`No saved items yet`}
              text={t`Tap Save on any post to keep it here.`}
              icon={<Bookmark aria-hidden="true" className="size-6" />}
            />
          }
        />
      </section>
    </CirclePageFrame>
  );
}
