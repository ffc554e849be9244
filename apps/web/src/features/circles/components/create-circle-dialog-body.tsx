import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useNeedsVerification } from '../../../api/verification/get-verification-status';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { DialogLoading } from '../../../components/ui/dialog-loading';
import { VerificationRequired } from '../../../components/verification-required';
import { CreateCircleHeader } from './create-circle-header';

// The form (and react-hook-form) loads when the dialog first opens: the shell shows this dialog on every page.
const CreateCircleForm = lazy(() =>
  import('./create-circle-form').then((module) => ({ default: module.CreateCircleForm })),
);

type CreateCircleDialogBodyProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Sends focus back to the button that opened it (create-circle-dialog.tsx), which is not a Radix trigger. */
  onCloseAutoFocus: (event: Event) => void;
  /** After the new circle's page was opened (the mobile menu closes itself here). */
  onCreated?: () => void;
};

/**
 * docs/product.md §Screens 'Create Circle modal' and §Validation: a type (Public or Private, sent lowercased) and a
 * name of at most 50 characters (longer input is cut), with a live remaining-characters counter. Submit stays
 * disabled while the name is blank, no type is chosen, or the circle is being saved. On success: close, refetch,
 * open the circle. Loaded on the first opening (create-circle-dialog.tsx).
 */
export function CreateCircleDialogBody({
  isOpen,
  onOpenChange,
  onCloseAutoFocus,
  onCreated,
}: CreateCircleDialogBodyProps) {
  // Issue #17: with REQUIRE_VERIFICATION on, a Basic member reads why and how to verify instead of the form.
  const needsVerification = useNeedsVerification();
  const { t } = useLingui();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent aria-label={t`Create Circle`} onCloseAutoFocus={onCloseAutoFocus}>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        {isOpen && needsVerification ? (
          <VerificationNeeded onNavigate={() => onOpenChange(false)} />
        ) : isOpen ? (
          <Suspense fallback={<DialogLoading />}>
            <CreateCircleForm
              onCreated={() => {
                onOpenChange(false);
                onCreated?.();
              }}
            />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function VerificationNeeded({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div>
      <CreateCircleHeader />
      <VerificationRequired action="createCircle" className="mt-6" onNavigate={onNavigate} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" className="sm:flex-1">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
