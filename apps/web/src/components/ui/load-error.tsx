import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** A failed load: the message, and a way to try again. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-2xl bg-danger-surface px-5 py-4 text-sm text-danger sm:flex-row sm:items-center',
        className,
      )}
    >
      <p className="flex flex-1 items-start gap-2.5 font-medium">
        <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
        {message}
      </p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}
