import { DialogTitle } from './dialog';
import { Spinner } from './spinner';

/**
 * What a dialog shows for the moment its form's code loads (forms load on first opening, so react-hook-form stays
 * out of every page's first download): a spinner, and the dialog's title for screen readers when the form
 * itself shows it.
 */
export function DialogLoading({ title }: { title?: string }) {
  return (
    <div className="flex h-40 items-center justify-center">
      {title ? <DialogTitle className="sr-only">{title}</DialogTitle> : null}
      <Spinner className="size-6 text-muted-foreground" label="Loading" />
    </div>
  );
}
