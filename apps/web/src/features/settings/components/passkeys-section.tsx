import { passkeyMessages } from '@circles/contracts';
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

const addedOn = (date: Date | null | undefined) =>
  date ? `Added ${date.toLocaleDateString(undefined, { dateStyle: 'medium' })}` : 'Added earlier';

/**
 * Passkeys (issue #18; the Verified Identity plan promises passkey authentication, docs/product.md §Product): sign
 * in with the device's screen lock instead of the password. Add one for this device, remove any (after a second
 * click, since it cannot be undone).
 */
export function PasskeysSection() {
  const me = useMe();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const supported = useCanUsePasskeys();
  const list = passkeys.data ?? [];

  const addOne = () =>
    add.mutate(me.data?.userHandle ? `@${me.data.userHandle}` : 'Circles member', {
      onSuccess: () => toast.success('Passkey added. You can sign in with it now.'),
    });

  const removeOne = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        setConfirmingId(null);
        toast.success('Passkey removed.');
      },
    });

  const error = passkeys.isError
    ? passkeyMessages.loadFailed
    : add.isError
      ? passkeyErrorMessage(add.error, passkeyMessages.addFailed)
      : remove.isError
        ? passkeyErrorMessage(remove.error, passkeyMessages.removeFailed)
        : undefined;

  return (
    <SettingsSection
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of your password."
      icon={KeyRound}
      error={error}
    >
      {passkeys.isPending ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">Loading…</p>
      ) : list.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted-foreground sm:px-6">
          No passkeys yet. A passkey stays on your device and cannot be phished or guessed.
        </p>
      ) : (
        <ul aria-label="Your passkeys" className="divide-y">
          {list.map((passkey) => {
            const name = passkey.name || 'Passkey';
            return (
              <li key={passkey.id} className="flex flex-wrap items-center gap-3 px-5 py-3 sm:px-6">
                <KeyRound aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{name}</p>
                  <p className="text-xs text-muted-foreground">
                    {addedOn(passkey.createdAt)}
                    {passkey.backedUp ? ' · synced' : ''}
                  </p>
                </div>
                {confirmingId === passkey.id ? (
                  <div className="flex items-center gap-2">
                    <span className="text-sm">Remove it?</span>
                    <Button
                      variant="destructive"
                      size="sm"
                      isLoading={remove.isPending}
                      onClick={() => removeOne(passkey.id)}
                    >
                      Remove
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setConfirmingId(null)}>
                      Keep
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove passkey ${name}`}
                    onClick={() => {
                      remove.reset();
                      setConfirmingId(passkey.id);
                    }}
                  >
                    Remove
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
          {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
        </Button>
        {supported ? null : <p className="text-sm text-muted-foreground">{passkeyMessages.unsupported}</p>}
      </div>
    </SettingsSection>
  );
}
