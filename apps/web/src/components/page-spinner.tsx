import { Spinner } from './ui/spinner';

/** Whole-page loading state (the route guard's spinner, docs/product.md §Screens). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center p-8">
      <Spinner label={label} className="size-8 text-primary" />
    </div>
  );
}
