import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

/**
 * What a dialog shows for the moment its form's code loads (forms load on first opening, so react-hook-form stays
 * out of every page's first download): a spinner. The dialog is named meanwhile by an `aria-label` on its
 * DialogContent (the form's DialogTitle takes over once it is here). Never a DialogTitle here: a title counts
 * itself in the dialog's state when it mounts, and a Suspense fallback that changes an ancestor's state renders
 * again with every render it causes.
 */
export function DialogLoading({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <div className={cn('flex h-40 items-center justify-center', className)}>
      <Spinner className="size-6 text-muted-foreground" label={t`Loading`} />
    </div>
  );
}
