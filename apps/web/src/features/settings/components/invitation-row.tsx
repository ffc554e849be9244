import type { Invitation } from '@circles/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

const badge = {
  unused: 'bg-success-surface text-success',
  used: 'bg-secondary text-secondary-foreground',
  expired: 'bg-muted text-muted-foreground',
} as const;

/** One invitation link in Settings (issue #41): its status, when it was made, and Revoke while unused. */
export function InvitationRow({ invitation, onRevoke }: { invitation: Invitation; onRevoke: () => void }) {
  const { status, usedBy } = invitation;
  const label = status === 'used' ? 'Used' : status === 'expired' ? 'Expired' : 'Unused';
  const detail =
    status === 'used'
      ? `${usedBy ? `By ${usedBy.fullName}` : 'By a member'}${invitation.usedAt ? ` on ${day(invitation.usedAt)}` : ''}`
      : status === 'expired'
        ? `Expired ${day(invitation.expiresAt)}`
        : `Works until ${day(invitation.expiresAt)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-3 sm:px-6">
      <span
        className={cn(
          'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold',
          badge[status],
        )}
      >
        {label}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{detail}</p>
        <p className="text-xs text-muted-foreground">Created {day(invitation.createdAt)}</p>
      </div>
      {status === 'unused' ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Revoke the link created ${day(invitation.createdAt)}`}
          onClick={onRevoke}
        >
          Revoke
        </Button>
      ) : null}
    </li>
  );
}
