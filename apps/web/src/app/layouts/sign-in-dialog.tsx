import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { returnFocusTo, useOpenedOnce } from '../../lib/use-opened-once';

const loadContent = () => import('./sign-in-dialog-content');
const SignInDialogContent = lazy(() =>
  loadContent().then((module) => ({ default: module.SignInDialogContent })),
);

/**
 * SPEC §2: the header's Sign In opens this; it offers Sign In and Create Account. Every public page shows the
 * button, few visitors press it: the dialog (Radix, about 12 KB gzipped) loads on the first hover, focus or
 * press instead of with the page (issue #16), and stays mounted afterwards so it can animate out.
 */
export function SignInDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useOpenedOnce(isOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const goTo = (path: string) => {
    setIsOpen(false);
    navigate(path);
  };

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadContent()}
        onFocus={() => void loadContent()}
        onClick={() => setIsOpen(true)}
      >
        Sign In
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <SignInDialogContent
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            onGoTo={goTo}
            onCloseAutoFocus={returnFocusTo(triggerRef)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
