import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useCreatePostStore } from '../../lib/create-post-store';

/** The floating button at the bottom right that opens the Create Post modal (docs/product.md §Screens); steps aside
 * as app/shell/floating says. */
export function CreatePostButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const open = useCreatePostStore((state) => state.open);
  return (
    <button
      type="button"
      aria-label={t`Create post`}
      data-floating-control=""
      onClick={() => open()}
      className={cn(
        'focus-ring fixed right-5 bottom-[calc(1.25rem+env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full',
        'bg-primary text-primary-foreground shadow-lifted hover:bg-primary-hover',
        className,
      )}
    >
      <Plus aria-hidden="true" className="size-6" />
    </button>
  );
}
