import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { useCreatePostStore } from '../../../lib/create-post-store';
import { returnFocusTo } from '../../../lib/lazy-dialog';

// The form (recorder, uploads, languages) loads when the modal first opens, not with every member page.
const CreatePostForm = lazy(() =>
  import('./create-post-form').then((module) => ({ default: module.CreatePostForm })),
);

/**
 * docs/product.md §Behaviour Create Post modal, opened from the shell's floating button through the create-post
 * store. The form mounts only while open, so closing resets every draft field and media (and the recorder stops the
 * camera). Loaded on its first opening (create-post-modal.tsx).
 */
export function CreatePostDialog() {
  const { t } = useLingui();
  const isOpen = useCreatePostStore((state) => state.isOpen);
  const presetCircleId = useCreatePostStore((state) => state.circleId);
  const close = useCreatePostStore((state) => state.close);
  // Several buttons open it through the store, none of them Radix's trigger: focus goes back to whichever did.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      {/* Named by aria-label while the form loads (components/ui/dialog-loading). */}
      <DialogContent
        aria-label={t`Create Post`}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        onOpenAutoFocus={() => {
          // Before the dialog moves focus in: the element that opened it.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={returnFocusTo(opener)}
      >
        {isOpen ? (
          <Suspense fallback={<DialogLoading className="h-64" />}>
            <CreatePostForm presetCircleId={presetCircleId} onDone={close} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
