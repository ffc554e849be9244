import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSuspendMember } from '../../api/moderation/suspend-member';
import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver';
import { toast } from '../../lib/toast';
import { Label } from '../ui/label';
import { ModerationActionDialog } from './moderation-action-dialog';

const durations = [
  { value: '1', label: '1 day' },
  { value: '3', label: '3 days' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '365', label: '1 year' },
  { value: 'forever', label: 'For good' },
] as const;

type SuspendForm = z.input<typeof import('./suspend-form-schema').suspendFormSchema>;
const suspendFormResolver = lazyZodResolver<SuspendForm>(() =>
  import('./suspend-form-schema').then((module) => module.suspendFormSchema),
);

/** Suspend a member for some days or for good (site moderators and admins): their sessions end at once. */
export function SuspendMemberDialog({
  member,
  open,
  onOpenChange,
}: {
  member: { userId: string; fullName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const suspend = useSuspendMember();
  const durationId = useId();
  const form = useForm<SuspendForm>({
    resolver: suspendFormResolver,
    defaultValues: { duration: '7', reason: '' },
  });
  const close = (next: boolean) => {
    if (!next) {
      suspend.reset();
      // The chosen length stays for the next suspension; the reason is this one's.
      form.reset({ duration: form.getValues('duration'), reason: '' });
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(({ duration, reason }) => {
    suspend.mutate(
      { userId: member.userId, days: duration === 'forever' ? null : Number(duration), reason },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          close(false);
        },
      },
    );
  });
  return (
    <ModerationActionDialog
      open={open}
      onOpenChange={close}
      title={`Suspend ${member.fullName}?`}
      description="They are signed out everywhere at once and cannot sign in until the suspension ends or is lifted."
      form={form}
      reasonLabel="Reason"
      onSubmit={submit}
      isPending={suspend.isPending}
      error={suspend.error}
      failedMessage="The member could not be suspended. Please try again."
      actionLabel="Suspend"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={durationId}>How long</Label>
        <select
          id={durationId}
          {...form.register('duration')}
          className="focus-ring h-11 w-full rounded-xl border border-input bg-card px-3 text-base sm:text-sm"
        >
          {durations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </ModerationActionDialog>
  );
}
