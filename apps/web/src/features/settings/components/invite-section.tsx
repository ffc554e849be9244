import { type CreatedInvitation, invitationLimits, invitationMessages, limits } from '@circles/contracts';
import { Check, Copy, Link2, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InvitationRow } from './invitation-row';
import { SettingsSection } from './settings-section';

/** The link just made, with its copy button: only its hash is kept, so it is shown this once. */
function NewLink({ created }: { created: CreatedInvitation }) {
  const inputId = useId();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
    } catch {
      toast.error('The link could not be copied: select it and copy it yourself.');
      return;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), limits.copyConfirmMs);
  };
  return (
    <div className="flex flex-col gap-2 bg-secondary/40 px-5 py-4 sm:px-6">
      <label htmlFor={inputId} className="text-sm font-medium">
        Your new invitation link
      </label>
      <div className="flex gap-2">
        <Input id={inputId} readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" onClick={() => void copy()} className="shrink-0">
          {isCopied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {isCopied ? 'Copied!' : 'Copy link'}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Copy it now: for safety it is shown only this once. It lets one person sign up, until{' '}
        {new Date(created.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.
      </p>
    </div>
  );
}

/**
 * Invite people (issue #41): a member makes a link that lets one person create an account (the way in while
 * Circles is invite only; otherwise it simply opens sign-up), copies it, sees who used each, revokes an unused one.
 */
export function InviteSection() {
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const list = invitations.data?.invitations ?? [];
  const unused = list.filter((invitation) => invitation.status === 'unused').length;

  const error = invitations.isError
    ? invitationMessages.loadFailed
    : create.isError
      ? screenErrorMessage(create.error, invitationMessages.createFailed)
      : undefined;

  return (
    <SettingsSection
      title="Invite people"
      description={`Make a link that lets one person create an account. Each link works once, for ${invitationLimits.validDays} days.`}
      icon={UserPlus}
      error={error}
    >
      <div className="flex flex-wrap items-center gap-3 px-5 py-4 sm:px-6">
        <Button onClick={() => create.mutate()} isLoading={create.isPending}>
          <Link2 aria-hidden="true" className="size-4" />
          Create invitation link
        </Button>
        {invitations.data ? (
          <p className="text-sm text-muted-foreground">
            {unused} of {invitations.data.maxUnused} unused links
          </p>
        ) : null}
      </div>
      {create.data ? <NewLink key={create.data.id} created={create.data} /> : null}
      {invitations.isPending ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">Loading…</p>
      ) : list.length === 0 && !invitations.isError ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">No invitation links yet.</p>
      ) : (
        <ul aria-label="Your invitation links" className="divide-y">
          {list.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              onRevoke={() => {
                revoke.reset();
                setRevokingId(invitation.id);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revokingId !== null}
        onOpenChange={(open) => {
          if (!open) setRevokingId(null);
        }}
        title="Revoke this invitation link?"
        description="Nobody will be able to sign up with it any more. You can make a new one at any time."
        error={revoke.isError ? screenErrorMessage(revoke.error, invitationMessages.revokeFailed) : null}
        confirmLabel="Revoke link"
        pendingLabel="Revoking…"
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!revokingId) return;
          revoke.mutate(revokingId, {
            onSuccess: () => {
              setRevokingId(null);
              toast.success(invitationMessages.revoked);
            },
          });
        }}
        hideCloseButton
      />
    </SettingsSection>
  );
}
