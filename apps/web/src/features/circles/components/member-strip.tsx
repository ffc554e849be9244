import type { CircleMember } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { useCircleMembers } from '../api/get-circle-members';
import { formatCount } from '../lib/circle-stats';
import { MemberAvatar } from './member-avatar';
import { RoleBadge } from './role-badge';

const maxShown = 12;

/** docs/product.md §Screens 'member strip': overlapping avatars of the first members, then '+N' for the rest. */
export function MemberStrip({ circleId }: { circleId: string }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const members = useCircleMembers(circleId);
  const titleOf = ({ fullName: name, role }: CircleMember) =>
    role === 'owner' ? t`${name} (owner)` : role === 'moderator' ? t`${name} (moderator)` : name;
  const more = formatCount(Math.max(0, (members.data?.length ?? 0) - maxShown), i18n.locale);
  const shown = members.data?.slice(0, maxShown) ?? [];
  const hiddenCount = Math.max(0, (members.data?.length ?? 0) - maxShown);
  const leaders = (members.data ?? [])
    .filter((member) => member.role === 'owner' || member.role === 'moderator')
    .sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1));

  return (
    <section aria-labelledby={titleId} className="flex min-h-16 flex-col gap-3 sm:flex-row sm:items-center">
      <h2 id={titleId} className="shrink-0 text-sm font-semibold text-muted-foreground sm:w-24">
        <Trans>Members</Trans>
      </h2>
      {members.isPending ? (
        <div aria-hidden="true" className="flex -space-x-1 sm:-space-x-2">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <span
              key={key}
              className="size-8 animate-pulse rounded-full bg-muted ring-2 ring-card sm:size-10"
            />
          ))}
        </div>
      ) : members.isError ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Members could not be loaded.</Trans>
        </p>
      ) : (
        <div className="flex min-w-0 flex-col gap-2">
          <ul className="flex flex-wrap items-center -space-x-1 sm:-space-x-2">
            {shown.map((member) => (
              <li key={member.userId} title={titleOf(member)} className="rounded-full ring-2 ring-card">
                <MemberAvatar
                  fullName={member.fullName}
                  avatarUrl={member.avatarUrl}
                  isVerified={member.manualVerification}
                  className="size-8 text-xs sm:size-10 sm:text-sm"
                />
                <span className="sr-only">{titleOf(member)}</span>
              </li>
            ))}
            {hiddenCount > 0 ? (
              <li
                className={cn(
                  'relative inline-flex h-8 min-w-8 items-center justify-center rounded-full bg-muted px-2 sm:h-10 sm:min-w-10',
                  'text-xs font-semibold text-muted-foreground ring-2 ring-card',
                )}
              >
                <span aria-hidden="true">+{more}</span>
                <span className="sr-only">
                  <Trans>and {more} more</Trans>
                </span>
              </li>
            ) : null}
          </ul>
          {leaders.length > 0 ? (
            // Who runs the circle, for everyone who may see its members (issue #17).
            // Not a list: the strip's list items stay the members themselves.
            <p className="flex flex-wrap gap-x-4 gap-y-1.5">
              {leaders.map((member) => (
                <span key={member.userId} className="flex min-w-0 items-center gap-1.5 text-sm">
                  <span className="truncate">{member.fullName}</span>
                  <RoleBadge role={member.role} />
                </span>
              ))}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
