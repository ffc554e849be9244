import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { CircleMark } from './circle-mark';

type CircleCardProps = {
  seed: string;
  name: string;
  description?: string | null;
  category?: string | null;
  /** Facts under the description, e.g. member count and activity; the badge (type, invitation) leads them. */
  meta: ReactNode;
  badge?: ReactNode;
  /** A control beside the facts (Join); it stays clickable above the card's link. */
  action?: ReactNode;
  isFavorites?: boolean;
  /** Opens the circle: the name is the link, stretched over the whole card. */
  href: string;
};

/** One circle in a /circles grid. Fixed text heights keep every card in a row the same size. */
export function CircleCard({
  seed,
  name,
  description,
  category,
  meta,
  badge,
  action,
  isFavorites,
  href,
}: CircleCardProps) {
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-card p-4 text-card-foreground shadow-soft sm:p-5',
        'transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-lifted',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
      )}
    >
      <div className="flex items-start gap-3">
        <CircleMark seed={seed} name={name} isFavorites={isFavorites} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold tracking-tight">
            <Link to={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
              {name}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground capitalize">{category || '\u00a0'}</p>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 min-h-10 text-sm text-muted-foreground">{description || '\u00a0'}</p>
      <div className="mt-auto flex min-h-9 flex-wrap items-center gap-x-4 gap-y-1 pt-4 text-xs font-medium text-muted-foreground">
        {badge}
        {meta}
        {action ? <div className="relative z-10 ml-auto">{action}</div> : null}
      </div>
    </article>
  );
}

export function CircleCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full rounded-2xl border bg-card p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="size-12 animate-pulse rounded-xl bg-muted" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <span className="h-4 w-32 animate-pulse rounded bg-muted" />
          <span className="h-3 w-20 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <span className="mt-3 block h-10 animate-pulse rounded bg-muted" />
      <span className="mt-4 block h-4 w-28 animate-pulse rounded bg-muted" />
    </div>
  );
}
