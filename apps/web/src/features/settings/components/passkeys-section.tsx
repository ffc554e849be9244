import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { passkeyErrorMessage, useCanUsePasskeys } from '../../../lib/passkeys';
import { useMe } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { SettingsSection } from './settings-section';

/**
 * Passkeys (issue #18; the Verified Identity plan promises passkey authentication, docs/product.md §Product): sign
 * in with the device's screen lock instead of the password. Add one for this device, remove any (after a second
 * click, since it cannot be undone).
 */
export function PasskeysSection() {
  const { t, i18n } = useLingui();
  const addedOn = (date: Date | null | undefined) => {
    const day = date ? i18n.date(date, { dateStyle: 'medium' }) : null;
    return day ? t`Added ${day}` : t`Added earlier`;
  };
  const me = useMe();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const supported = useCanUsePasskeys();
  const list = passkeys.data ?? [];

  const addOne = () =>
    add.mutate(me.data?.userHandle ? `@${me.data.userHandle}` : t`Circles member`, {
      onSuccess: () => toast.success(t`Passkey added. You can sign in with it now.`),
    });

  const removeOne = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        setConfirmingId(null);
        toast.success(t`Passkey removed.`);
      },
    });

  const error = passkeys.isError
    ? t`Your passkeys could not be loaded.`
    : add.isError
      ? passkeyErrorMessage(add.error, t`The passkey could not be added. Please try again.`)
      : remove.isError
        ? passkeyErrorMessage(remove.error, t`The passkey could not be removed. Please try again.`)
        : undefined;

  return (
    <SettingsSection
      title={t`Passkeys`}
      description={t`Sign in with your fingerprint, face or screen lock instead of your password.`}
      icon={KeyRound}
      error={error}
    >
      {passkeys.isPending ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>Loading…</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          <Trans>No passkeys yet. A passkey stays on your device and cannot be phished or guessed.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Your passkeys`} className="divide-y">
          {list.map((passkey) => {
            const name = passkey.name || t`Passkey`;
            return (
              <li key={passkey.id} className="flex flex-wrap items-center gap-3 px-5 py-3 sm:px-6">
                <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{name}</p>
                  <p className="text-xs text-muted-foreground">
                    {addedOn(passkey.createdAt)}
                    {passkey.backedUp ? t` · synced` : ''}
                  </p>
                </div>
                {confirmingId === passkey.id ? (
                  <div className="flex items-center gap-2">
                    <span className="text-sm">
                      <Trans>Remove it?</Trans>
                    </span>
                    <Button
                      variant="destructive"
                      size="sm"
                      isLoading={remove.isPending}
                      onClick={() => removeOne(passkey.id)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setConfirmingId(null)}>
                      <Trans>Keep</Trans>
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Remove passkey ${name}`}
                    onClick={() => {
                      remove.reset();
                      setConfirmingId(passkey.id);
                    }}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3 px-5 py-4 sm:px-6">
        <Button variant="outline" onClick={addOne} disabled={!supported} isLoading={add.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          {add.isPending ? t`Waiting for your device…` : t`Add a passkey`}
        </Button>
        {supported ? null : (
          <p className="text-sm text-muted-foreground">{t`This browser cannot use passkeys.`}</p>
        )}
      </div>
    </SettingsSection>
  );
}
