import { type Circle, circleMessages } from '@circles/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flame, Plus, Search, Users } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCircles } from '../../../api/circles/get-circles';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { getErrorMessage } from '../../../lib/api-client';
import { useDiscoverCircles } from '../api/get-discover-circles';
import { CircleCard } from '../components/circle-card';
import { CircleSearchBox } from '../components/circle-search-box';
import { CircleGrid, CircleGridSkeleton, CircleSection } from '../components/circle-section';
import { CircleSortSelect } from '../components/circle-sort-select';
import { CircleTypeBadge } from '../components/circle-type-badge';
import { CreateCircleDialog } from '../components/create-circle-dialog';
import { DiscoverSection } from '../components/discover-section';
import { useCircleText } from '../lib/circle-messages';
import { circleHref, isFavoritesCircle } from '../lib/circle-paths';
import { circleTypeBlurb, contentCount, formatCount, showCategory } from '../lib/circle-stats';
import { type CircleSort, isCircleSort, sortCircles } from '../lib/sort-circles';

/** The viewer's circles, measured for sorting: activity is their content count (links + photos + videos). */
const toSortable = (circle: Circle) => ({ ...circle, activity: contentCount(circle) });

/**
 * docs/product.md §Screens /circles: Your Circles, Trending Circles (public circles by posts this week) and Big
 * Circles (by members), from the server, each only when it has circles of its own; a search by name replaces the
 * last two while it has text. The sort orders every list.
 */
export function CirclesPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const sortParam = searchParams.get('sort');
  const sort: CircleSort = isCircleSort(sortParam) ? sortParam : 'activity';
  const search = searchParams.get('q')?.trim() ?? '';
  const setParam = useCallback(
    (name: string, value: string) =>
      setSearchParams(
        (params) => {
          if (value) params.set(name, value);
          else params.delete(name);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const setSearch = useCallback((text: string) => setParam('q', text), [setParam]);

  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-10">
      <PageTitle title={t`Circles`} />
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Circles</Trans>
          </h1>
          <p className="mt-1 text-muted-foreground">
            <Trans>Find your people, or start a circle of your own.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <CircleSearchBox value={search} onSearch={setSearch} />
          <CircleSortSelect value={sort} onChange={(next) => setParam('sort', next)} />
          <CreateCircleDialog
            trigger={
              <Button size="sm" className="h-10">
                <Plus aria-hidden="true" className="size-4" />
                <Trans>New circle</Trans>
              </Button>
            }
          />
        </div>
      </header>

      {search ? (
        <DiscoverSection
          title={t`Search results`}
          icon={<Search aria-hidden="true" className="size-5 text-primary" />}
          request={{ list: 'trending', q: search }}
          sort={sort}
          empty={t`No circles match “${search}”.`}
          showType
        />
      ) : null}
      <YourCircles sort={sort} />
      {search ? null : <TrendingAndBig sort={sort} />}
    </div>
  );
}

/** Each shown only with circles of its own: Big Circles leaves out those already Trending (issue #41). */
function TrendingAndBig({ sort }: { sort: CircleSort }) {
  const { t } = useLingui();
  const trending = useDiscoverCircles({ list: 'trending' });
  const trendingIds = useMemo(() => new Set(trending.data?.map((circle) => circle.id)), [trending.data]);
  return (
    <>
      <DiscoverSection
        title={t`Trending Circles`}
        icon={<Flame aria-hidden="true" className="size-5 text-brand-c" />}
        request={{ list: 'trending' }}
        sort={sort}
        empty=""
        isHiddenWhenEmpty
      />
      {/* Waits for Trending, so a circle never shows in both for a moment. */}
      {trending.isPending ? null : (
        <DiscoverSection
          title={t`Big Circles`}
          icon={<Users aria-hidden="true" className="size-5 text-brand-b" />}
          request={{ list: 'big' }}
          sort={sort}
          empty=""
          excludeIds={trendingIds}
          isHiddenWhenEmpty
        />
      )}
    </>
  );
}

function YourCircles({ sort }: { sort: CircleSort }) {
  const { t, i18n } = useLingui();
  const circleText = useCircleText();
  const circles = useCircles({ refetchOnMount: 'always' });

  let content: ReactNode;
  if (circles.isPending) {
    content = <CircleGridSkeleton />;
  } else if (circles.isError) {
    content = (
      <LoadError
        message={circleText(getErrorMessage(circles.error, circleMessages.fetchFailed))}
        onRetry={() => void circles.refetch()}
      />
    );
  } else if (circles.data.length === 0) {
    content = (
      <p className="text-muted-foreground">
        <Trans>You have not joined any circles yet.</Trans>
      </p>
    );
  } else {
    content = (
      <CircleGrid label={t`Your Circles`}>
        {sortCircles(circles.data.map(toSortable), sort).map((circle) => (
          <li key={circle.id}>
            <CircleCard
              seed={circle.id}
              // The personal Favorites circle is the product's own word (docs/i18n glossaries); other names are the members'.
              name={isFavoritesCircle(circle) ? t`Favorites` : circle.name}
              description={
                isFavoritesCircle(circle)
                  ? t`Posts you saved`
                  : (circle.description ?? i18n._(circleTypeBlurb[circle.type]))
              }
              category={showCategory(circle) ? circle.category : null}
              isFavorites={isFavoritesCircle(circle)}
              href={circleHref(circle)}
              badge={
                circle.isPending ? (
                  <span className="inline-flex h-6 items-center rounded-full bg-primary px-2.5 text-xs font-semibold text-primary-foreground">
                    <Trans>Invited</Trans>
                  </span>
                ) : (
                  <CircleTypeBadge type={circle.type} />
                )
              }
              meta={<YourCircleMeta circle={circle} />}
            />
          </li>
        ))}
      </CircleGrid>
    );
  }

  return (
    <CircleSection title={t`Your Circles`} count={circles.data?.length}>
      {content}
    </CircleSection>
  );
}

function YourCircleMeta({ circle }: { circle: ReturnType<typeof toSortable> }) {
  const { t, i18n } = useLingui();
  const { activity, memberCount } = circle;
  const items = formatCount(activity, i18n.locale);
  const members = formatCount(memberCount, i18n.locale);
  if (circle.isPending)
    return (
      <span>
        <Trans>Invitation waiting: open to join or deny</Trans>
      </span>
    );
  if (circle.type === 'personal')
    return (
      <span>{t`${plural(activity, { one: `${items} saved item`, other: `${items} saved items` })}`}</span>
    );
  return (
    <>
      <span>{t`${plural(memberCount, { one: `${members} member`, other: `${members} members` })}`}</span>
      <span>{t`${plural(activity, { one: `${items} item shared`, other: `${items} items shared` })}`}</span>
    </>
  );
}
