import { lazy, Suspense } from 'react';
import { useCreatePostStore } from '../../../lib/create-post-store';
import { useOpenedOnce } from '../../../lib/use-opened-once';

const CreatePostDialog = lazy(() =>
  import('./create-post-dialog').then((module) => ({ default: module.CreatePostDialog })),
);

/** The shell's Create Post modal (create-post-dialog.tsx), loaded when the create-post store first opens it. */
export function CreatePostModal() {
  const hasOpened = useOpenedOnce(useCreatePostStore((state) => state.isOpen));
  return hasOpened ? (
    <Suspense fallback={null}>
      <CreatePostDialog />
    </Suspense>
  ) : null;
}
