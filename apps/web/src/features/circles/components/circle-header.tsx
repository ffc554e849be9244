import type { Circle } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff, Image, Link2, Users, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { isFavoritesCircle } from '../lib/circle-paths';
import { formatCount, showCategory } from '../lib/circle-stats';
import { CircleMark } from './circle-mark';
import { CircleTypeBadge } from './circle-type-badge';

type CircleHeaderProps = {
  circle: Circle;
  /** Buttons on the right of the header (membership, Invite, Share). */
  actions?: ReactNode;
  /** Replaces the circle's name as the title (the Favorites page says 'Favorites'). */
  title?: string;
  children?: ReactNode;
};

/** docs/product.md §Screens circle page header: name, type, description and the counts the viewer may see. */
export function CircleHeader({ circle, actions, title = circle.name, children }: CircleHeaderProps) {
  const { t, i18n } = useLingui();
  // Content counts are null for a private circle the viewer is not in (invited, or holding its link).
  const showCounts = circle.links !== null;
  const isPersonal = circle.type === 'personal';
  // The server words the Favorites circle's description (apps/server personal-repository.ts) in English.
  const description = isFavoritesCircle(circle) ? t`Posts you saved` : circle.description;
  const stats = [
    // A personal circle only ever has its owner: a member count says nothing there.
    ...(isPersonal ? [] : [{ label: t`Members`, value: circle.memberCount, icon: Users }]),
    { label: t`Links`, value: circle.links ?? 0, icon: Link2 },
    { label: t`Photos`, value: circle.photos ?? 0, icon: Image },
    { label: t`Videos`, value: circle.videos ?? 0, icon: Video },
  ];
  // Outside a private circle (a link, an invitation) only its member count shows (issue #17).
  const shown = showCounts ? stats : stats.slice(0, 1);
  return (
    // A container: the title and the actions share a row when the card (not the window) is wide enough.
    <Card className="@container overflow-hidden">
      <div
        aria-hidden="true"
        className="h-20 bg-linear-to-r from-brand-a/30 via-brand-c/25 to-brand-b/30 sm:h-28"
      />
      <div className="px-5 pb-5 sm:px-8 sm:pb-7">
        <CircleMark
          seed={circle.id}
          name={circle.name}
          isFavorites={isFavoritesCircle(circle)}
          size="lg"
          className="-mt-8 ring-4 ring-card sm:-mt-10"
        />

        <div className="mt-4 flex flex-col gap-4 @2xl:flex-row @2xl:items-start @2xl:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
              <CircleTypeBadge type={circle.type} />
              {circle.isHidden ? (
                // Issue #54: members see that its link shows anyone else nothing.
                <span className="inline-flex h-6 items-center gap-1 rounded-full bg-secondary px-2.5 text-xs font-semibold text-secondary-foreground">
                  <EyeOff aria-hidden="true" className="size-3.5" />
                  <Trans>Hidden</Trans>
                </span>
              ) : null}
              {showCategory(circle) ? (
                <span className="text-sm text-muted-foreground capitalize">{circle.category}</span>
              ) : null}
            </div>
            {description ? <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p> : null}
          </div>
          {actions ? (
            // Equal-width buttons sharing one row on phones; natural widths beside the title on wider screens.
            <div className="grid shrink-0 auto-cols-fr grid-flow-col gap-2 *:px-3 @2xl:flex @2xl:*:px-4">
              {actions}
            </div>
          ) : null}
        </div>

        {showCounts || !isPersonal ? (
          <dl className={cn('mt-5 grid grid-cols-2 gap-3', isPersonal ? 'sm:grid-cols-3' : 'sm:grid-cols-4')}>
            {shown.map(({ label, value, icon: Icon }) => (
              // A dl's groups may hold only dt and dd (axe: definition-list), so the icon sits inside the dt.
              <div key={label} className="relative flex flex-col rounded-xl bg-muted py-2.5 pr-3 pl-10">
                <dt className="text-xs text-muted-foreground">
                  <Icon aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2" />
                  {label}
                </dt>
                <dd className="text-base font-semibold tabular-nums">{formatCount(value, i18n.locale)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {children}
      </div>
    </Card>
  );
}

export function CircleHeaderSkeleton() {
  return (
    <Card aria-hidden="true" className="overflow-hidden">
      <div className="h-20 bg-muted sm:h-28" />
      <div className="px-5 pb-5 sm:px-8 sm:pb-7">
        <span className="-mt-8 block size-16 animate-pulse rounded-2xl bg-muted ring-4 ring-card sm:-mt-10 sm:size-20" />
        <div className="mt-4 flex flex-col gap-4 md:flex-row md:justify-between">
          <div className="flex flex-col gap-3">
            <span className="block h-8 w-56 animate-pulse rounded-lg bg-muted" />
            <span className="block h-4 w-80 max-w-full animate-pulse rounded bg-muted" />
          </div>
          <span className="h-11 w-full animate-pulse rounded-xl bg-muted md:w-64" />
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((cell) => (
            <span key={cell} className="h-15 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
      </div>
    </Card>
  );
}
