import { type CreatedInvitation, invitationLimits, limits } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const inputId = useId();
  const until = i18n.date(created.expiresAt, { dateStyle: 'medium' });
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
    } catch {
      toast.error(t`The link could not be copied: select it and copy it yourself.`);
      return;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), limits.copyConfirmMs);
  };
  return (
    <div className="flex flex-col gap-2 bg-secondary/40 px-5 py-4 sm:px-6">
      <label htmlFor={inputId} className="text-sm font-medium">
        <Trans>Your new invitation link</Trans>
      </label>
      <div className="flex gap-2">
        <Input id={inputId} readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" onClick={() => void copy()} className="shrink-0">
          {isCopied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {isCopied ? t`Copied!` : t`Copy link`}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Copy it now: for safety it is shown only this once. It lets one person sign up, until {until}.
        </Trans>
      </p>
    </div>
  );
}

/**
 * Invite people (issue #41): a member makes a link that lets one person create an account (the way in while
 * Circles is invite only; otherwise it simply opens sign-up), copies it, sees who used each, revokes an unused one.
 */
export function InviteSection() {
  const { t } = useLingui();
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const list = invitations.data?.invitations ?? [];
  const unused = list.filter((invitation) => invitation.status === 'unused').length;

  const error = invitations.isError
    ? t`Your invitation links could not be loaded.`
    : create.isError
      ? screenErrorMessage(create.error, t`The invitation link could not be created.`)
      : undefined;
  const validDays = invitationLimits.validDays;
  const maxUnused = invitations.data?.maxUnused ?? 0;

  return (
    <SettingsSection
      title={t`Invite people`}
      description={t`Make a link that lets one person create an account. Each link works once, for ${validDays} days.`}
      icon={UserPlus}
      error={error}
    >
      <div className="flex flex-wrap items-center gap-3 px-5 py-4 sm:px-6">
        <Button onClick={() => create.mutate()} isLoading={create.isPending}>
          <Link2 aria-hidden="true" className="size-4" />
          <Trans>Create invitation link</Trans>
        </Button>
        {invitations.data ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              {unused} of {maxUnused} unused links
            </Trans>
          </p>
        ) : null}
      </div>
      {create.data ? <NewLink key={create.data.id} created={create.data} /> : null}
      {invitations.isPending ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>Loading…</Trans>
        </p>
      ) : list.length === 0 && !invitations.isError ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>No invitation links yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Your invitation links`} className="divide-y">
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
        title={t`Revoke this invitation link?`}
        description={t`Nobody will be able to sign up with it any more. You can make a new one at any time.`}
        error={
          revoke.isError
            ? screenErrorMessage(revoke.error, t`The invitation link could not be revoked.`)
            : null
        }
        confirmLabel={t`Revoke link`}
        pendingLabel={t`Revoking…`}
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!revokingId) return;
          revoke.mutate(revokingId, {
            onSuccess: () => {
              setRevokingId(null);
              toast.success(t`Invitation link revoked.`);
            },
          });
        }}
        hideCloseButton
      />
    </SettingsSection>
  );
}
