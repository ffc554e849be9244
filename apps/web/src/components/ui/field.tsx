import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Props a form control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  /** Message shown under the control; marks the control invalid. */
  error?: string;
  hint?: string;
  /** Keep the label for screen readers only (the control's purpose must still be visible, e.g. a placeholder). */
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label + control + inline error. The error line keeps its height when empty so showing a message
 * never pushes the rest of the form down.
 */
export function Field({ label, error, hint, hideLabel = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className="min-h-5 text-left text-sm leading-5 text-danger">
        {error}
      </p>
    </div>
  );
}
