import { circleMessages, favoritesAlias } from '@circles/contracts';
import { Bookmark } from 'lucide-react';
import { useId } from 'react';
import { PageTitle } from '../../../components/page-title';
import { getErrorMessage } from '../../../lib/api-client';
import { useCircle } from '../api/get-circle';
import { CircleHeader, CircleHeaderSkeleton } from '../components/circle-header';
import { CircleNotFound } from '../components/circle-not-found';
import { EmptyState } from '../components/circle-posts';
import { LoadError } from '../components/load-error';
import { contentCount, pluralize } from '../lib/circle-stats';
import { CirclePageFrame, isNotFound } from './circle-page';

/**
 * SPEC §2 /circles/favorites: the viewer's own Favorites circle, headed 'Favorites', with its saved items
 * (each with its id and author). The items list fills in when saving posts lands; until then it is empty.
 */
export function FavoritesPage() {
  const titleId = useId();
  const favorites = useCircle(favoritesAlias);

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
          message={getErrorMessage(favorites.error, circleMessages.fetchFailed)}
          onRetry={() => void favorites.refetch()}
        />
      </CirclePageFrame>
    );
  }

  const itemCount = contentCount(favorites.data);
  return (
    <CirclePageFrame>
      <PageTitle title="Favorites" />
      <CircleHeader circle={favorites.data} title="Favorites" />
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            Saved items
          </h2>
          <p className="text-sm text-muted-foreground">{pluralize(itemCount, 'item')}</p>
        </div>
        <EmptyState
          title="No saved items yet"
          text="Posts, photos and links you save show up here."
          icon={<Bookmark aria-hidden="true" className="size-6" />}
        />
      </section>
    </CirclePageFrame>
  );
}
