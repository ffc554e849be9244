import {
  bioSchema,
  firstNameSchema,
  lastNameSchema,
  limits,
  type Me,
  profileMessages,
  userHandleSchema,
} from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { profileIconCount, useSettingsIcons } from '../lib/settings-icons-store';
import { ProfileIconsField } from './profile-icons-field';
import { useProfileText } from './profile-messages';

const formSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  userHandle: userHandleSchema,
  bio: bioSchema,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const formFields = ['firstName', 'lastName', 'userHandle', 'bio'] as const;

/**
 * Profile Settings: names (docs/product.md §Validation), handle, bio and the three profile icons; the server checks
 * them all again.
 */
export function ProfileSettingsDialog({
  me,
  open,
  onOpenChange,
  onSaved,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (me: Me) => void;
}) {
  const { t } = useLingui();
  const profileText = useProfileText();
  const update = useUpdateProfile();
  const icons = useSettingsIcons((state) => state.selected);
  const resetIcons = useSettingsIcons((state) => state.reset);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema) });
  const { errors } = form.formState;
  const bioLength = (form.watch('bio') ?? '').length;

  // Each opening starts from the saved profile.
  useEffect(() => {
    if (!open) return;
    form.reset({ firstName: me.firstName, lastName: me.lastName, userHandle: me.userHandle, bio: me.bio });
    resetIcons(me.iconCodes);
    update.reset();
  }, [open, me, form, resetIcons, update.reset]);

  const onSubmit = form.handleSubmit((values) => {
    if (icons.length !== profileIconCount) return;
    const iconsChanged = icons.join() !== me.iconCodes.join();
    update.mutate(
      { ...values, ...(iconsChanged ? { iconCodes: icons } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(profileText(profileMessages.saved));
          onOpenChange(false);
          onSaved?.(saved);
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError) || !error.fieldErrors) return;
          for (const field of formFields) {
            const message = error.fieldErrors[field]?.[0];
            if (message) form.setError(field, { message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const serverFieldError =
    update.error instanceof ApiRequestError &&
    formFields.some((field) => update.error instanceof ApiRequestError && update.error.fieldErrors?.[field]);
  const iconsError =
    update.error instanceof ApiRequestError ? update.error.fieldErrors?.iconCodes?.[0] : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-xl flex-col overflow-hidden p-0 sm:p-0">
        <DialogHeader className="border-b px-5 pt-5 pb-4 text-left sm:px-6">
          <DialogTitle>
            <Trans>Profile Settings</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>How other members see you.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t`Profile Settings`}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-5 py-4 sm:px-6">
            <div className="grid gap-x-3 gap-y-1 sm:grid-cols-2">
              <Field label={t`First name`} error={profileText(errors.firstName?.message)}>
                {(control) => (
                  <Input {...control} {...form.register('firstName')} autoComplete="given-name" />
                )}
              </Field>
              <Field label={t`Last name`} error={profileText(errors.lastName?.message)}>
                {(control) => (
                  <Input {...control} {...form.register('lastName')} autoComplete="family-name" />
                )}
              </Field>
            </div>
            <Field
              label={t`Handle`}
              hint={t`Lowercase letters, numbers and underscores`}
              error={profileText(errors.userHandle?.message)}
            >
              {(control) => (
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-muted-foreground"
                  >
                    @
                  </span>
                  <Input
                    {...control}
                    {...form.register('userHandle')}
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    className="pl-8"
                  />
                </div>
              )}
            </Field>
            <Field label={t`Bio`} error={profileText(errors.bio?.message)}>
              {(control) => (
                <div className="flex flex-col gap-1">
                  <textarea
                    {...control}
                    {...form.register('bio')}
                    rows={3}
                    placeholder={t`A line about you`}
                    className="min-h-20 w-full resize-none rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm"
                  />
                  <span
                    aria-live="polite"
                    className={cn(
                      'self-end text-xs tabular-nums',
                      bioLength > limits.bioMax ? 'font-semibold text-danger' : 'text-muted-foreground',
                    )}
                  >
                    {bioLength}/{limits.bioMax}
                  </span>
                </div>
              )}
            </Field>
            <ProfileIconsField error={profileText(iconsError)} />
            {update.isError && !serverFieldError && !iconsError ? (
              <Alert>{profileText(getErrorMessage(update.error, profileMessages.saveFailedFallback))}</Alert>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 border-t px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" isLoading={update.isPending} disabled={icons.length !== profileIconCount}>
              {update.isPending ? t`Saving...` : t`Save changes`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
