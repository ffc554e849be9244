import { type Circle, circleMessages } from '@circles/contracts';
import { Flame, Plus, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useCircles } from '../api/get-circles';
import { CircleCard, CircleCardSkeleton } from '../components/circle-card';
import { CircleSortSelect } from '../components/circle-sort-select';
import { CircleTypeBadge } from '../components/circle-type-badge';
import { CreateCircleDialog } from '../components/create-circle-dialog';
import { LoadError } from '../components/load-error';
import { bigCircles, type SampleCircle, trendingCircles } from '../content/sample-circles';
import { circleHref, isFavoritesCircle } from '../lib/circle-paths';
import { contentCount, formatCount, pluralize, showCategory } from '../lib/circle-stats';
import { type CircleSort, isCircleSort, sortCircles } from '../lib/sort-circles';

/** The viewer's circles measured like the samples: activity is their content count (links + photos + videos). */
const toSortable = (circle: Circle) => ({ ...circle, activity: contentCount(circle) });

/** SPEC §2 /circles: Your Circles (server), Trending Circles (6 samples) and Big Circles (8 samples), sortable. */
export function CirclesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortParam = searchParams.get('sort');
  const sort: CircleSort = isCircleSort(sortParam) ? sortParam : 'activity';
  const setSort = (next: CircleSort) =>
    setSearchParams(
      (params) => {
        params.set('sort', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-10">
      <PageTitle title="Circles" />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Circles</h1>
          <p className="mt-1 text-muted-foreground">Find your people, or start a circle of your own.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <CircleSortSelect value={sort} onChange={setSort} />
          <CreateCircleDialog
            trigger={
              <Button size="sm" className="h-10">
                <Plus aria-hidden="true" className="size-4" />
                New circle
              </Button>
            }
          />
        </div>
      </header>

      <YourCircles sort={sort} />
      <SampleSection
        title="Trending Circles"
        icon={<Flame aria-hidden="true" className="size-5 text-brand-c" />}
        circles={sortCircles(trendingCircles, sort)}
      />
      <SampleSection
        title="Big Circles"
        icon={<Users aria-hidden="true" className="size-5 text-brand-b" />}
        circles={sortCircles(bigCircles, sort)}
      />
    </div>
  );
}

function CircleGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 *:min-w-0">
      {children}
    </ul>
  );
}

function Section({
  title,
  icon,
  count,
  children,
}: {
  title: string;
  icon?: ReactNode;
  count?: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        {icon}
        {title}
        {count !== undefined ? (
          <span className="text-sm font-medium text-muted-foreground tabular-nums">({count})</span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

function YourCircles({ sort }: { sort: CircleSort }) {
  const circles = useCircles({ refetchOnMount: 'always' });

  let content: ReactNode;
  if (circles.isPending) {
    content = (
      <CircleGrid>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <CircleCardSkeleton />
          </li>
        ))}
      </CircleGrid>
    );
  } else if (circles.isError) {
    content = (
      <LoadError
        message={getErrorMessage(circles.error, circleMessages.fetchFailed)}
        onRetry={() => void circles.refetch()}
      />
    );
  } else if (circles.data.length === 0) {
    content = <p className="text-muted-foreground">You have not joined any circles yet.</p>;
  } else {
    content = (
      <CircleGrid label="Your Circles">
        {sortCircles(circles.data.map(toSortable), sort).map((circle) => (
          <li key={circle.id}>
            <CircleCard
              seed={circle.id}
              name={circle.name}
              description={circle.description ?? typeBlurb[circle.type]}
              category={showCategory(circle) ? circle.category : null}
              isFavorites={isFavoritesCircle(circle)}
              href={circleHref(circle)}
              badge={
                circle.isPending ? (
                  <span className="inline-flex h-6 items-center rounded-full bg-primary px-2.5 text-xs font-semibold text-primary-foreground">
                    Invited
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
    <Section title="Your Circles" count={circles.data?.length}>
      {content}
    </Section>
  );
}

/** Shown when a circle has no description of its own (circles made in the app start without one). */
const typeBlurb = {
  public: 'A public circle: anyone on Circles can join.',
  private: 'A private circle: members join by invitation.',
  personal: 'Only you can see this circle.',
} as const;

function YourCircleMeta({ circle }: { circle: ReturnType<typeof toSortable> }) {
  if (circle.isPending) return <span>Invitation waiting: open to join or deny</span>;
  if (circle.type === 'personal') return <span>{pluralize(circle.activity, 'saved item')}</span>;
  return (
    <>
      <span>{pluralize(circle.memberCount, 'member')}</span>
      <span>{pluralize(circle.activity, 'item')} shared</span>
    </>
  );
}

function SampleSection({
  title,
  icon,
  circles,
}: {
  title: string;
  icon: ReactNode;
  circles: SampleCircle[];
}) {
  return (
    <Section title={title} icon={icon}>
      <CircleGrid label={title}>
        {circles.map((circle) => (
          <li key={circle.id}>
            <CircleCard
              seed={circle.id}
              name={circle.name}
              description={circle.description}
              category={circle.category}
              meta={
                <>
                  <span>{pluralize(circle.memberCount, 'member')}</span>
                  <span>{formatCount(circle.activity)} posts this week</span>
                </>
              }
            />
          </li>
        ))}
      </CircleGrid>
    </Section>
  );
}
