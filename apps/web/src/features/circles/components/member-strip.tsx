import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { useCircleMembers } from '../api/get-circle-members';
import { formatCount } from '../lib/circle-stats';
import { MemberAvatar } from './member-avatar';

const maxShown = 12;

/** SPEC §2 'member strip': overlapping avatars of the first members, then '+N' for the rest. */
export function MemberStrip({ circleId }: { circleId: string }) {
  const titleId = useId();
  const members = useCircleMembers(circleId);
  const shown = members.data?.slice(0, maxShown) ?? [];
  const hiddenCount = Math.max(0, (members.data?.length ?? 0) - maxShown);

  return (
    <section aria-labelledby={titleId} className="flex min-h-16 flex-col gap-3 sm:flex-row sm:items-center">
      <h2 id={titleId} className="shrink-0 text-sm font-semibold text-muted-foreground sm:w-24">
        Members
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
        <p className="text-sm text-muted-foreground">Members could not be loaded.</p>
      ) : (
        <ul className="flex flex-wrap items-center -space-x-1 sm:-space-x-2">
          {shown.map((member) => (
            <li key={member.userId} title={member.fullName} className="rounded-full ring-2 ring-card">
              <MemberAvatar
                fullName={member.fullName}
                avatarUrl={member.avatarUrl}
                isVerified={member.manualVerification}
                className="size-8 text-xs sm:size-10 sm:text-sm"
              />
              <span className="sr-only">{member.fullName}</span>
            </li>
          ))}
          {hiddenCount > 0 ? (
            <li
              className={cn(
                'relative inline-flex h-8 min-w-8 items-center justify-center rounded-full bg-muted px-2 sm:h-10 sm:min-w-10',
                'text-xs font-semibold text-muted-foreground ring-2 ring-card',
              )}
            >
              <span aria-hidden="true">+{formatCount(hiddenCount)}</span>
              <span className="sr-only">and {formatCount(hiddenCount)} more</span>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
