import { Slot } from '@radix-ui/react-slot';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';

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

/** SPEC §2 'Create Circle modal' behind `trigger` (create-circle-dialog-body.tsx). */
export function CreateCircleDialog({ trigger, onCreated }: CreateCircleDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useOpenedOnce(isOpen);
  const opener = useRef<HTMLElement>(null);
  return (
    <>
      <Slot
        ref={opener}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadBody()}
        onFocus={() => void loadBody()}
        onClick={() => setIsOpen(true)}
      >
        {trigger}
      </Slot>
      {hasOpened ? (
        <Suspense fallback={null}>
          <CreateCircleDialogBody
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            opener={opener}
            onCreated={onCreated}
          />
        </Suspense>
      ) : null}
    </>
  );
}
