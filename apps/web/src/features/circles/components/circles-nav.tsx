import type { Circle } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, CircleDot, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { useCircles } from '../../../api/circles/get-circles';
import { cn } from '../../../lib/cn';
import { circlePaths } from '../lib/circle-paths';
import { CircleNavGroup, CircleNavSkeleton } from './circle-nav-group';
import { CreateCircleDialog } from './create-circle-dialog';

type CirclesNavProps = { onNavigate?: () => void; variant?: 'sidebar' | 'mobile' };

const byName = (a: Circle, b: Circle) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * docs/product.md §Screens 'Circle sidebar': only joined, not pending circles; personal ones apart; the rest by
 * name.
 */
export function groupNavCircles(circles: readonly Circle[]) {
  const joined = circles.filter((circle) => circle.isJoined && !circle.isPending);
  return {
    personal: joined.filter((circle) => circle.type === 'personal').sort(byName),
    mine: joined.filter((circle) => circle.type !== 'personal').sort(byName),
    invitations: circles.filter((circle) => circle.isPending).sort(byName),
  };
}

/**
 * The circles part of the member shell's navigation (docs/product.md §Screens 'Circle sidebar'): the Circles link
 * with its small create-circle button, then Invitations (pending circles, so an invitee can reach the page with Join
 * and Deny), Personal (Favorites with its count) and My Circles. The desktop sidebar shows the groups; the mobile
 * menu folds them under a 'My Circles' toggle. `onNavigate` lets the mobile menu close after a choice.
 */
export function CirclesNav({ onNavigate, variant = 'sidebar' }: CirclesNavProps) {
  const { t } = useLingui();
  const isMobile = variant === 'mobile';
  const groupsId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  // Refetched whenever the sidebar or the mobile menu mounts, i.e. when it opens (docs/product.md §Screens).
  const circles = useCircles({ refetchOnMount: 'always' });
  const groups = groupNavCircles(circles.data ?? []);

  const groupsContent = circles.isPending ? (
    <CircleNavSkeleton variant={variant} />
  ) : circles.isError ? (
    <div className="px-3 py-2 text-sm">
      <p className="text-danger">{t`Failed to fetch circles`}</p>
      <button
        type="button"
        onClick={() => void circles.refetch()}
        className="focus-ring mt-1 rounded font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  ) : (
    <>
      <CircleNavGroup
        title={t`Invitations`}
        isInvitations
        circles={groups.invitations}
        variant={variant}
        onNavigate={onNavigate}
      />
      <CircleNavGroup
        title={t`Personal`}
        circles={groups.personal}
        variant={variant}
        onNavigate={onNavigate}
      />
      <CircleNavGroup
        title={t`My Circles`}
        circles={groups.mine}
        variant={variant}
        onNavigate={onNavigate}
        emptyText={t`No circles yet`}
      />
    </>
  );

  return (
    <div className="flex flex-col gap-1">
      <div className="group/circles relative flex items-center">
        <NavLink
          to={circlePaths.list}
          end
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              // Same row look as the shell's own links (app/shell/shell-nav-link).
              'focus-ring flex flex-1 items-center gap-3 rounded-xl pr-12 font-medium transition-colors',
              isMobile ? 'h-12 pl-4 text-base' : 'h-10 pl-3 text-sm',
              isActive
                ? 'bg-secondary text-secondary-foreground'
                : 'text-muted-foreground hover:bg-accent hover:text-foreground',
            )
          }
        >
          <CircleDot aria-hidden="true" className="size-5 shrink-0" />
          <Trans>Circles</Trans>
        </NavLink>
        <CreateCircleDialog
          onCreated={onNavigate}
          trigger={
            <button
              type="button"
              aria-label={t`Create circle`}
              title={t`Create circle`}
              className={cn(
                'focus-ring absolute right-1.5 inline-flex items-center justify-center rounded-lg',
                'border border-input bg-card text-muted-foreground shadow-xs transition-colors',
                'hover:border-primary hover:text-primary',
                isMobile ? 'size-9' : 'size-7',
              )}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          }
        />
      </div>

      {isMobile ? (
        <>
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={groupsId}
            onClick={() => setIsExpanded((expanded) => !expanded)}
            className="focus-ring flex h-12 items-center gap-3 rounded-xl px-4 text-base font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <span className="flex-1 text-left">
              <Trans>My Circles</Trans>
            </span>
            {groups.invitations.length > 0 ? (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                <span className="sr-only">
                  <Trans>Invitations:</Trans>{' '}
                </span>
                {groups.invitations.length}
              </span>
            ) : null}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-5 transition-transform', isExpanded && 'rotate-180')}
            />
          </button>
          <div id={groupsId} hidden={!isExpanded} className="flex flex-col gap-3 pb-2 pl-2">
            {groupsContent}
          </div>
        </>
      ) : (
        <div id={groupsId} className="flex flex-col gap-3 pt-1">
          {groupsContent}
        </div>
      )}
    </div>
  );
}
