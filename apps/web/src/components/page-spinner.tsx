import { useLingui } from '@lingui/react/macro';
import { Spinner } from './ui/spinner';

/** Whole-page loading state (the route guard's spinner, docs/product.md §Screens). */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center p-8">
      <Spinner label={label ?? t`Loading`} className="size-8 text-primary" />
    </div>
  );
}
