import { circleMessages, type DiscoveredCircle } from '@circles/contracts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { getErrorMessage } from '../../../lib/api-client';
import { type DiscoverRequest, useDiscoverCircles } from '../api/get-discover-circles';
import { useCircleText } from '../lib/circle-messages';
import { circleHref, isFavoritesCircle } from '../lib/circle-paths';
import { circleTypeBlurb, formatCount, showCategory } from '../lib/circle-stats';
import { type CircleSort, sortCircles } from '../lib/sort-circles';
import { CircleCard } from './circle-card';
import { CircleGrid, CircleGridSkeleton, CircleSection } from './circle-section';
import { CircleTypeBadge } from './circle-type-badge';
import { DiscoverJoinButton } from './discover-join-button';

type DiscoverSectionProps = {
  title: string;
  icon?: ReactNode;
  request: DiscoverRequest;
  /** The page's sort; without one the server's order stays (search results come best match first). */
  sort?: CircleSort;
  empty: string;
  /** Search results mix types, so each card names its type. */
  showType?: boolean;
  /** Circles another section shows already (Big Circles leaves out the Trending ones). */
  excludeIds?: ReadonlySet<string>;
  /**
   * Hidden when, once loaded, it has nothing of its own to show (issue #41: a young install showed its one
   * circle under both Trending and Big Circles). Without it, `empty` says why the list is empty.
   */
  isHiddenWhenEmpty?: boolean;
};

/** Trending, Big or searched circles from the server, sorted by the page's choice; each opens and joins. */
export function DiscoverSection({
  title,
  icon,
  request,
  sort,
  empty,
  showType,
  excludeIds,
  isHiddenWhenEmpty,
}: DiscoverSectionProps) {
  const circleText = useCircleText();
  const circles = useDiscoverCircles(request);
  const own = circles.data?.filter((circle) => !excludeIds?.has(circle.id));

  let content: ReactNode;
  if (circles.isPending) content = <CircleGridSkeleton />;
  else if (circles.isError)
    content = (
      <LoadError
        message={circleText(getErrorMessage(circles.error, circleMessages.fetchFailed))}
        onRetry={() => void circles.refetch()}
      />
    );
  else if (!own?.length) {
    if (isHiddenWhenEmpty) return null;
    content = <p className="text-muted-foreground">{empty}</p>;
  } else
    content = (
      <CircleGrid label={title}>
        {(sort ? sortCircles(own, sort) : own).map((circle) => (
          <li key={circle.id}>
            <DiscoveredCard circle={circle} showType={showType} />
          </li>
        ))}
      </CircleGrid>
    );

  return (
    <CircleSection title={title} icon={icon}>
      {content}
    </CircleSection>
  );
}

function DiscoveredCard({ circle, showType }: { circle: DiscoveredCircle; showType?: boolean }) {
  const { t, i18n } = useLingui();
  const { activity, memberCount } = circle;
  const members = formatCount(memberCount, i18n.locale);
  const posts = formatCount(activity, i18n.locale);
  return (
    <CircleCard
      seed={circle.id}
      name={circle.name}
      description={circle.description ?? i18n._(circleTypeBlurb[circle.type])}
      category={showCategory(circle) ? circle.category : null}
      isFavorites={isFavoritesCircle(circle)}
      href={circleHref(circle)}
      badge={showType ? <CircleTypeBadge type={circle.type} /> : null}
      meta={
        <>
          <span>{t`${plural(memberCount, { one: `${members} member`, other: `${members} members` })}`}</span>
          <span>
            {t`${plural(activity, { one: `${posts} post this week`, other: `${posts} posts this week` })}`}
          </span>
        </>
      }
      action={<DiscoverJoinButton circle={circle} />}
    />
  );
}
