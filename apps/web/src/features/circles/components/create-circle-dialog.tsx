import { Slot } from '@radix-ui/react-slot';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLazyDialog } from '../../../lib/lazy-dialog';

// The dialog (Radix's, and the form it loads) comes when a pointer or focus reaches the button, not with every
// member page, which all show it.
const loadBody = () => import('./create-circle-dialog-body');
const CreateCircleDialogBody = lazy(() =>
  loadBody().then((module) => ({ default: module.CreateCircleDialogBody })),
);

type CreateCircleDialogProps = {
  /** The element that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
  /** After the new circle's page was opened (the mobile menu closes itself here). */
  onCreated?: () => void;
};

/** docs/product.md §Screens 'Create Circle modal' behind `trigger` (create-circle-dialog-body.tsx). */
export function CreateCircleDialog({ trigger, onCreated }: CreateCircleDialogProps) {
  const { isOpen, setIsOpen, hasOpened, onCloseAutoFocus, triggerProps } = useLazyDialog(loadBody);
  return (
    <>
      <Slot {...triggerProps}>{trigger}</Slot>
      {hasOpened ? (
        <Suspense fallback={null}>
          <CreateCircleDialogBody
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            onCloseAutoFocus={onCloseAutoFocus}
            onCreated={onCreated}
          />
        </Suspense>
      ) : null}
    </>
  );
}
