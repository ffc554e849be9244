import { moderationLimits } from '@circles/contracts';
import { useId } from 'react';
import { Label } from '../ui/label';

/** The reason a moderator gives; the member reads it. */
export function ReasonField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, moderationLimits.reasonMax))}
        rows={3}
        maxLength={moderationLimits.reasonMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-20 w-full resize-none rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm"
      />
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
