import { type SiteRole, siteRoleLabels, siteRoles } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSetSiteRole } from '../../api/moderation/set-site-role';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useContractText } from '../../lib/contract-messages';
import { toast } from '../../lib/toast';
import { memberContractMessages } from '../member-contract-messages';
import { Alert } from '../ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FormFooter } from '../ui/form-footer';

/** An admin names a member, moderator or admin (issue #17; reached from the member's profile, issue #41). */
export function ChangeRoleDialog({
  member,
  currentRole,
  open,
  onOpenChange,
}: {
  member: { userId: string; fullName: string };
  currentRole: SiteRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const contractText = useContractText(memberContractMessages);
  const setRole = useSetSiteRole();
  const name = member.fullName;
  // '{name} is now moderator.': one sentence per role, the role's word lower-cased as contracts' label.
  const nowRole: Record<SiteRole, () => string> = {
    member: () => t`${name} is now member.`,
    moderator: () => t`${name} is now moderator.`,
    admin: () => t`${name} is now admin.`,
  };
  const [role, setRoleChoice] = useState<SiteRole>(currentRole);
  const groupName = useId();
  const close = (next: boolean) => {
    if (!next) {
      setRole.reset();
      setRoleChoice(currentRole);
    }
    onOpenChange(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (role === currentRole) return close(false);
    setRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => {
          toast.success(nowRole[role]());
          close(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Change {name}’s role</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Only admins name moderators and admins.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form className="mt-4 flex flex-col gap-3" onSubmit={submit}>
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">
              <Trans>Role</Trans>
            </legend>
            {siteRoles.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-3 transition-colors',
                  'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/30',
                  role === option ? 'border-primary bg-accent' : 'hover:bg-accent/60',
                )}
              >
                <input
                  type="radio"
                  name={groupName}
                  value={option}
                  checked={role === option}
                  onChange={() => setRoleChoice(option)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span className="flex flex-col gap-0.5 text-sm">
                  <span className="font-semibold">
                    {contractText(siteRoleLabels[option].label)}
                    {option === currentRole ? (
                      <span className="font-normal text-muted-foreground"> {t`(now)`}</span>
                    ) : null}
                  </span>
                  <span className="text-muted-foreground">
                    {contractText(siteRoleLabels[option].description)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {setRole.isError ? (
            <Alert>
              {getErrorMessage(setRole.error, t`The role could not be changed. Please try again.`)}
            </Alert>
          ) : null}
          <FormFooter
            actionLabel={t`Save role`}
            isPending={setRole.isPending}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
