import type { Invitation } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const badge = {
  unused: 'bg-success-surface text-success',
  used: 'bg-secondary text-secondary-foreground',
  expired: 'bg-muted text-muted-foreground',
} as const;

/** One invitation link in Settings (issue #41): its status, when it was made, and Revoke while unused. */
export function InvitationRow({ invitation, onRevoke }: { invitation: Invitation; onRevoke: () => void }) {
  const { t, i18n } = useLingui();
  const day = (iso: string) => i18n.date(iso, { dateStyle: 'medium' });
  const { status, usedBy } = invitation;
  const label = status === 'used' ? t`Used` : status === 'expired' ? t`Expired` : t`Unused`;
  const name = usedBy?.fullName;
  const usedOn = invitation.usedAt ? day(invitation.usedAt) : null;
  const expires = day(invitation.expiresAt);
  const created = day(invitation.createdAt);
  const detail =
    status === 'used'
      ? name
        ? usedOn
          ? t`By ${name} on ${usedOn}`
          : t`By ${name}`
        : usedOn
          ? t`By a member on ${usedOn}`
          : t`By a member`
      : status === 'expired'
        ? t`Expired ${expires}`
        : t`Works until ${expires}`;
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
        <p className="text-xs text-muted-foreground">
          <Trans>Created {created}</Trans>
        </p>
      </div>
      {status === 'unused' ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={t`Revoke the link created ${created}`}
          onClick={onRevoke}
        >
          <Trans>Revoke</Trans>
        </Button>
      ) : null}
    </li>
  );
}
