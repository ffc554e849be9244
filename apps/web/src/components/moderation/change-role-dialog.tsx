import { type SiteRole, siteRoleLabels, siteRoles } from '@circles/contracts';
import { useId, useState } from 'react';
import { useSetSiteRole } from '../../api/moderation/set-site-role';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
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
  const setRole = useSetSiteRole();
  const [role, setRoleChoice] = useState<SiteRole>(currentRole);
  const name = useId();
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
          toast.success(`${member.fullName} is now ${siteRoleLabels[role].label.toLowerCase()}.`);
          close(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change {member.fullName}’s role</DialogTitle>
          <DialogDescription>Only admins name moderators and admins.</DialogDescription>
        </DialogHeader>
        <form className="mt-4 flex flex-col gap-3" onSubmit={submit}>
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Role</legend>
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
                  name={name}
                  value={option}
                  checked={role === option}
                  onChange={() => setRoleChoice(option)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span className="flex flex-col gap-0.5 text-sm">
                  <span className="font-semibold">
                    {siteRoleLabels[option].label}
                    {option === currentRole ? (
                      <span className="font-normal text-muted-foreground"> (now)</span>
                    ) : null}
                  </span>
                  <span className="text-muted-foreground">{siteRoleLabels[option].description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {setRole.isError ? (
            <Alert>
              {getErrorMessage(setRole.error, 'The role could not be changed. Please try again.')}
            </Alert>
          ) : null}
          <FormFooter actionLabel="Save role" isPending={setRole.isPending} onCancel={() => close(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
