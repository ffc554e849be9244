import { formatSuspensionEnd, type SiteRole, siteRoleLabels } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, RotateCcw, ShieldCheck, UserCog } from 'lucide-react';
import { useId, useState } from 'react';
import { useMemberStanding } from '../../api/moderation/get-member-standing';
import { useLiftSuspension } from '../../api/moderation/lift-suspension';
import { getErrorMessage } from '../../lib/api-client';
import { useContractText } from '../../lib/contract-messages';
import { toast } from '../../lib/toast';
import { memberContractMessages } from '../member-contract-messages';
import { Button } from '../ui/button';
import { ChangeRoleDialog } from './change-role-dialog';
import { moderatesMembers } from './moderates-members';
import { SuspendMemberDialog } from './suspend-member-dialog';

/**
 * 'Moderation' on another member's profile (issue #41), for site moderators and admins only: the member's role and
 * any suspension, with Suspend or Lift, and Change role for admins. The same endpoints and dialogs as the report
 * card; the server rules who may do what (an admin is never suspended; only admins suspend moderators).
 */
export function MemberModerationPanel({
  member,
  viewerRole,
}: {
  member: { userId: string; fullName: string };
  viewerRole: SiteRole | undefined;
}) {
  if (!moderatesMembers(viewerRole)) return null;
  return <Panel member={member} viewerIsAdmin={viewerRole === 'admin'} />;
}

/**
 * A suspension's end: contracts' formatSuspensionEnd in English ('12 May 2026 at 14:00 UTC', SPEC's words), the same
 * long date and time in UTC as the reader's language writes it otherwise.
 */
const suspensionEnd = (iso: string, locale: string) =>
  locale === 'en'
    ? formatSuspensionEnd(iso)
    : `${new Date(iso).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function Panel({
  member,
  viewerIsAdmin,
}: {
  member: { userId: string; fullName: string };
  viewerIsAdmin: boolean;
}) {
  const { t, i18n } = useLingui();
  const contractText = useContractText(memberContractMessages);
  const headingId = useId();
  const standing = useMemberStanding(member.userId);
  const lift = useLiftSuspension();
  const [dialog, setDialog] = useState<'suspend' | 'role' | null>(null);
  const data = standing.data;
  const suspension = data?.suspension ?? null;
  const until = suspension?.until ? suspensionEnd(suspension.until, i18n.locale) : null;
  const reason = suspension?.reason;
  const canSuspend = data ? data.role === 'member' || (data.role === 'moderator' && viewerIsAdmin) : false;

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-16 flex-col gap-3 rounded-2xl border border-dashed bg-card px-4 py-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <ShieldCheck aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 text-sm" aria-live="polite">
          <h2 id={headingId} className="font-semibold">
            <Trans>Moderation</Trans>
          </h2>
          {standing.isPending ? (
            <p className="text-muted-foreground">
              <Trans>Loading…</Trans>
            </p>
          ) : standing.isError ? (
            <p className="text-danger">
              {getErrorMessage(standing.error, t`Their role and suspension could not be loaded.`)}{' '}
              <button
                type="button"
                className="focus-ring rounded font-semibold underline"
                onClick={() => void standing.refetch()}
              >
                <Trans>Try again</Trans>
              </button>
            </p>
          ) : (
            <p className="break-words text-muted-foreground">
              {contractText(siteRoleLabels[standing.data.role].label)}
              {' · '}
              {suspension ? (
                <span className="font-medium text-danger">
                  {until ? t`Suspended until ${until}` : t`Suspended for good`}
                </span>
              ) : (
                t`Not suspended`
              )}
              {reason ? (
                <span className="block">
                  <Trans>Reason: {reason}</Trans>
                </span>
              ) : null}
            </p>
          )}
        </div>
      </div>
      {data ? (
        <div className="flex flex-wrap items-center gap-2">
          {suspension ? (
            <Button
              variant="outline"
              size="sm"
              isLoading={lift.isPending}
              onClick={() =>
                lift.mutate(member.userId, {
                  onSuccess: (result) => toast.success(contractText(result.message)),
                  onError: (error) =>
                    toast.error(contractText(getErrorMessage(error, t`The suspension could not be lifted.`))),
                })
              }
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              <Trans>Lift suspension</Trans>
            </Button>
          ) : canSuspend ? (
            <Button variant="outline" size="sm" onClick={() => setDialog('suspend')}>
              <Ban aria-hidden="true" className="size-4" />
              <Trans>Suspend</Trans>
            </Button>
          ) : null}
          {viewerIsAdmin ? (
            <Button variant="outline" size="sm" onClick={() => setDialog('role')}>
              <UserCog aria-hidden="true" className="size-4" />
              <Trans>Change role</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      <SuspendMemberDialog
        member={member}
        open={dialog === 'suspend'}
        onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
      />
      {data && viewerIsAdmin ? (
        <ChangeRoleDialog
          key={data.role}
          member={member}
          currentRole={data.role}
          open={dialog === 'role'}
          onOpenChange={(open) => setDialog(open ? 'role' : null)}
        />
      ) : null}
    </section>
  );
}
