import { type CreateCircleInput, circleMessages, createCircleSchema, limits } from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormFooter } from '../../../components/ui/form-footer';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiRequestError, getErrorMessage } from '../../../lib/api-client';
import { useCreateCircle } from '../api/create-circle';
import { useCircleText } from '../lib/circle-messages';
import { circleHref } from '../lib/circle-paths';
import { CreateCircleHeader } from './create-circle-header';
import { HiddenChoice } from './hidden-choice';
import { NameCounter } from './name-counter';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const formFields = ['name', 'type'] as const;
const typeOptions = [
  { value: 'public', label: msg`Public` },
  { value: 'private', label: msg`Private` },
] as const;

/** The Create Circle form inside its dialog (see create-circle-dialog.tsx for the rules it follows). */
export function CreateCircleForm({ onCreated }: { onCreated: () => void }) {
  const { t, i18n } = useLingui();
  const circleText = useCircleText();
  const id = useId();
  const navigate = useNavigate();
  const createCircle = useCreateCircle();
  // The type starts unchosen, which the contracts schema refuses with its message (docs/product.md §Validation).
  const form = useForm<CreateCircleInput>({
    resolver: zodResolver(createCircleSchema),
    defaultValues: { name: '', type: undefined },
  });
  const { errors } = form.formState;
  const [name, type, isHidden] = form.watch(['name', 'type', 'isHidden']);

  const remaining = limits.circleNameMax - name.length;
  const canSubmit = name.trim().length > 0 && type !== undefined && !createCircle.isPending;

  const error = createCircle.error;
  const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : undefined;
  const nameError = circleText(errors.name?.message);
  const typeError = circleText(errors.type?.message);
  const formError =
    error && !fieldErrors?.name && !fieldErrors?.type
      ? circleText(getErrorMessage(error, circleMessages.createFailed))
      : undefined;

  const onSubmit = form.handleSubmit((values) => {
    if (createCircle.isPending) return;
    // Hidden is a private circle's choice only (issue #54): a type changed back to Public drops it.
    const input = {
      name: values.name,
      type: values.type,
      ...(values.type === 'private' && values.isHidden ? { isHidden: true } : {}),
    };
    createCircle.mutate(input, {
      onSuccess: (circle) => {
        navigate(circleHref(circle));
        onCreated();
      },
      onError: (failure) => {
        // The server's docs/product.md §Validation message for a field shows under that field, like a browser-side
        // one.
        if (!(failure instanceof ApiRequestError)) return;
        for (const field of formFields) {
          const message = failure.fieldErrors?.[field]?.[0];
          if (message) form.setError(field, { message });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <CreateCircleHeader />

      <div className="mt-6 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>
            <Trans>Circle type</Trans>
          </Label>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange}>
                <SelectTrigger
                  id={`${id}-type`}
                  aria-invalid={typeError ? true : undefined}
                  aria-describedby={typeError ? `${id}-type-error` : undefined}
                >
                  <SelectValue placeholder={t`Select a type`} />
                </SelectTrigger>
                <SelectContent>
                  {typeOptions.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {i18n._(option.label)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {typeError ? (
            <p id={`${id}-type-error`} className="text-sm text-danger">
              {typeError}
            </p>
          ) : null}
        </div>

        {type === 'private' ? (
          <HiddenChoice
            id={`${id}-hidden`}
            isHidden={isHidden === true}
            onChange={(next) => form.setValue('isHidden', next)}
          />
        ) : null}

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>
            <Trans>Circle name</Trans>
          </Label>
          <Controller
            control={form.control}
            name="name"
            render={({ field }) => (
              <Input
                {...field}
                id={`${id}-name`}
                maxLength={limits.circleNameMax}
                autoComplete="off"
                placeholder={t`e.g. Weekend Hikers`}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={[`${id}-counter`, nameError ? `${id}-name-error` : ''].join(' ').trim()}
                // Truncate rather than refuse: a pasted long name keeps its first 50 characters.
                onChange={(event) => field.onChange(event.target.value.slice(0, limits.circleNameMax))}
              />
            )}
          />
          <div className="flex min-h-5 items-start justify-between gap-3">
            <p id={`${id}-name-error`} className="text-sm leading-5 text-danger">
              {nameError}
            </p>
            <NameCounter id={`${id}-counter`} remaining={remaining} />
          </div>
        </div>

        <div aria-live="polite" className="min-h-0">
          {formError ? (
            <p
              role="alert"
              className="flex items-start gap-2.5 rounded-xl bg-danger-surface px-4 py-3 text-sm font-medium text-danger"
            >
              <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
              <span>{formError}</span>
            </p>
          ) : null}
        </div>
      </div>

      <FormFooter
        actionLabel={createCircle.isPending ? t`Creating...` : t`Create Circle`}
        disabled={!canSubmit}
        isPending={createCircle.isPending}
      />
    </form>
  );
}
