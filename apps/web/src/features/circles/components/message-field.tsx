import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

type MessageFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
};

/** An optional few lines (a join request's message, a rejection's reason) with the characters left. */
export function MessageField({ label, value, onChange, maxLength, placeholder }: MessageFieldProps) {
  const id = useId();
  const left = maxLength - value.length;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        className="min-h-20 w-full resize-none rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
      />
      <span
        aria-live="polite"
        className={cn(
          'self-end text-xs tabular-nums text-muted-foreground',
          left <= 30 && 'text-amber-700 dark:text-amber-300',
        )}
      >
        <Trans>{left} characters left</Trans>
      </span>
    </div>
  );
}
