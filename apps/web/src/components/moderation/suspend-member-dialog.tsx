import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSuspendMember } from '../../api/moderation/suspend-member';
import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver';
import { toast } from '../../lib/toast';
import { Label } from '../ui/label';
import { ModerationActionDialog } from './moderation-action-dialog';

/** The lengths offered, in days ('forever': until lifted). */
const durations = ['1', '3', '7', '30', '365', 'forever'] as const;

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
  const { t } = useLingui();
  const suspend = useSuspendMember();
  const name = member.fullName;
  const durationLabel = (value: (typeof durations)[number]) => {
    if (value === 'forever') return t`For good`;
    if (value === '365') return t`1 year`;
    const days = Number(value);
    // Nested in `t`: the plural is drawn by this render's i18n.
    return t`${plural(days, { one: '# day', other: '# days' })}`;
  };
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
      title={t`Suspend ${name}?`}
      description={t`They are signed out everywhere at once and cannot sign in until the suspension ends or is lifted.`}
      form={form}
      reasonLabel={t`Reason`}
      onSubmit={submit}
      isPending={suspend.isPending}
      error={suspend.error}
      failedMessage={t`The member could not be suspended. Please try again.`}
      actionLabel={t`Suspend`}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={durationId}>
          <Trans>How long</Trans>
        </Label>
        <select
          id={durationId}
          {...form.register('duration')}
          className="focus-ring h-11 w-full rounded-xl border border-input bg-card px-3 text-base sm:text-sm"
        >
          {durations.map((value) => (
            <option key={value} value={value}>
              {durationLabel(value)}
            </option>
          ))}
        </select>
      </div>
    </ModerationActionDialog>
  );
}
