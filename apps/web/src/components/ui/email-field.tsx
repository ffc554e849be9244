import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';
import { Input } from './input';

type EmailFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string;
  label?: string;
} & Omit<ComponentProps<typeof Input>, 'type' | keyof UseFormRegisterReturn>;

/** The labelled email input every account form uses: email keyboard, autofill, inline error. */
export function EmailField({ registration, error, label, ...inputProps }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <Field label={label ?? t`Email`} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...inputProps}
        />
      )}
    </Field>
  );
}
