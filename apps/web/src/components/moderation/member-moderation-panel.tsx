import { formatSuspensionEnd, type SiteRole, siteRoleLabels } from '@circles/contracts';
import { Ban, RotateCcw, ShieldCheck, UserCog } from 'lucide-react';
import { useId, useState } from 'react';
import { useMemberStanding } from '../../api/moderation/get-member-standing';
import { useLiftSuspension } from '../../api/moderation/lift-suspension';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
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

function Panel({
  member,
  viewerIsAdmin,
}: {
  member: { userId: string; fullName: string };
  viewerIsAdmin: boolean;
}) {
  const headingId = useId();
  const standing = useMemberStanding(member.userId);
  const lift = useLiftSuspension();
  const [dialog, setDialog] = useState<'suspend' | 'role' | null>(null);
  const data = standing.data;
  const suspension = data?.suspension ?? null;
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
            Moderation
          </h2>
          {standing.isPending ? (
            <p className="text-muted-foreground">Loading…</p>
          ) : standing.isError ? (
            <p className="text-danger">
              {getErrorMessage(standing.error, 'Their role and suspension could not be loaded.')}{' '}
              <button
                type="button"
                className="focus-ring rounded font-semibold underline"
                onClick={() => void standing.refetch()}
              >
                Try again
              </button>
            </p>
          ) : (
            <p className="break-words text-muted-foreground">
              {siteRoleLabels[standing.data.role].label}
              {' · '}
              {suspension ? (
                <span className="font-medium text-danger">
                  Suspended {suspension.until ? `until ${formatSuspensionEnd(suspension.until)}` : 'for good'}
                </span>
              ) : (
                'Not suspended'
              )}
              {suspension?.reason ? <span className="block">Reason: {suspension.reason}</span> : null}
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
                  onSuccess: (result) => toast.success(result.message),
                  onError: (error) =>
                    toast.error(getErrorMessage(error, 'The suspension could not be lifted.')),
                })
              }
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Lift suspension
            </Button>
          ) : canSuspend ? (
            <Button variant="outline" size="sm" onClick={() => setDialog('suspend')}>
              <Ban aria-hidden="true" className="size-4" />
              Suspend
            </Button>
          ) : null}
          {viewerIsAdmin ? (
            <Button variant="outline" size="sm" onClick={() => setDialog('role')}>
              <UserCog aria-hidden="true" className="size-4" />
              Change role
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
