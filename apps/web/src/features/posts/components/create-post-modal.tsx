import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useCreatePostStore } from '../../../lib/create-post-store';
import { useOpenedOnce } from '../../../lib/lazy-dialog';

const CreatePostDialog = lazy(() =>
  import('./create-post-dialog').then((module) => ({ default: module.CreatePostDialog })),
);

/**
 * The shell's Create Post modal (create-post-dialog.tsx), loaded when the create-post store first opens it;
 * meanwhile the page dims under a spinner, as the dialog's own overlay will, so the press is answered at once.
 */
export function CreatePostModal() {
  const { t } = useLingui();
  const hasOpened = useOpenedOnce(useCreatePostStore((state) => state.isOpen));
  return hasOpened ? (
    <Suspense
      fallback={
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-overlay backdrop-blur-[2px]">
          <span className="rounded-2xl bg-card p-4 shadow-lg">
            <Spinner className="size-8 text-primary" label={t`Loading`} />
          </span>
        </div>
      }
    >
      <CreatePostDialog />
    </Suspense>
  ) : null;
}
