import type { Circle } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Globe, Lock, Mail } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { useFavoritesCount } from '../api/get-favorites-count';
import { circleHref, isFavoritesCircle } from '../lib/circle-paths';
import { formatCount } from '../lib/circle-stats';
import { CircleMark } from './circle-mark';

type Variant = 'sidebar' | 'mobile';

type CircleNavGroupProps = {
  title: string;
  circles: Circle[];
  variant: Variant;
  onNavigate?: () => void;
  /** Shown when the group is empty; without it an empty group is not rendered. */
  emptyText?: string;
  /** The circles the member is invited to (each link says so to screen readers). */
  isInvitations?: boolean;
};

/** One titled list of circle links in the sidebar or mobile menu. */
export function CircleNavGroup({
  title,
  circles,
  variant,
  onNavigate,
  emptyText,
  isInvitations = false,
}: CircleNavGroupProps) {
  const titleId = useId();
  if (circles.length === 0 && !emptyText) return null;
  return (
    <div>
      <p
        id={titleId}
        className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase"
      >
        {title}
      </p>
      {circles.length === 0 ? (
        <p className="px-3 py-1.5 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul aria-labelledby={titleId} className="flex flex-col gap-0.5">
          {circles.map((circle) => (
            <li key={circle.id}>
              <CircleNavLink
                circle={circle}
                variant={variant}
                onNavigate={onNavigate}
                isInvitation={isInvitations}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CircleNavLink({
  circle,
  variant,
  onNavigate,
  isInvitation,
}: {
  circle: Circle;
  variant: Variant;
  onNavigate?: () => void;
  isInvitation: boolean;
}) {
  const isFavorites = isFavoritesCircle(circle);
  const TypeIcon = isInvitation
    ? Mail
    : circle.type === 'private'
      ? Lock
      : circle.type === 'public'
        ? Globe
        : null;
  return (
    <NavLink
      to={circleHref(circle)}
      onClick={onNavigate}
      title={circle.name}
      className={({ isActive }) =>
        cn(
          'focus-ring flex items-center gap-2.5 rounded-xl px-3 transition-colors',
          variant === 'mobile' ? 'h-11 text-base' : 'h-9 text-sm',
          isActive
            ? 'bg-secondary font-semibold text-secondary-foreground'
            : 'text-foreground/90 hover:bg-accent hover:text-accent-foreground',
        )
      }
    >
      <CircleMark seed={circle.id} name={circle.name} isFavorites={isFavorites} size="xs" />
      {/* The personal Favorites circle is the product's own word (docs/i18n glossaries); other names are the members'. */}
      <span className="min-w-0 flex-1 truncate">{isFavorites ? <Trans>Favorites</Trans> : circle.name}</span>
      {isInvitation ? (
        <span className="sr-only">
          <Trans>(invitation)</Trans>
        </span>
      ) : null}
      {isFavorites ? (
        <FavoritesCountBadge />
      ) : TypeIcon ? (
        <TypeIcon
          aria-hidden="true"
          className={cn('size-3.5 shrink-0', isInvitation ? 'text-primary' : 'text-muted-foreground')}
        />
      ) : null}
    </NavLink>
  );
}

/** docs/product.md §Screens: Favorites shows how many items are saved in it, when above zero. */
function FavoritesCountBadge() {
  const { i18n } = useLingui();
  const count = useFavoritesCount().data ?? 0;
  if (count <= 0) return null;
  return (
    <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground">
      <span className="sr-only">
        <Trans>Saved items:</Trans>{' '}
      </span>
      {formatCount(count, i18n.locale)}
    </span>
  );
}

export function CircleNavSkeleton({ variant }: { variant: Variant }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-0.5">
      <span className="mx-3 mb-2 h-3 w-16 animate-pulse rounded bg-muted" />
      {['w-24', 'w-32', 'w-20'].map((width) => (
        <span
          key={width}
          className={cn('flex items-center gap-2.5 px-3', variant === 'mobile' ? 'h-11' : 'h-9')}
        >
          <span className="size-6 animate-pulse rounded-md bg-muted" />
          <span className={cn('h-3 animate-pulse rounded bg-muted', width)} />
        </span>
      ))}
    </div>
  );
}
