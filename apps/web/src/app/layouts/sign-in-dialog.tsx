import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useLazyDialog } from '../../lib/lazy-dialog';

const loadContent = () => import('./sign-in-dialog-content');
const SignInDialogContent = lazy(() =>
  loadContent().then((module) => ({ default: module.SignInDialogContent })),
);

/**
 * docs/product.md §Screens: the header's Sign In opens this; it offers Sign In and Create Account. Every public page
 * shows the button, few visitors press it: the dialog (Radix, about 12 KB gzipped) loads on the first hover, focus
 * or press instead of with the page (issue #16), and stays mounted afterwards so it can animate out.
 */
export function SignInDialog() {
  const { isOpen, setIsOpen, hasOpened, onCloseAutoFocus, triggerProps } = useLazyDialog(loadContent);
  const navigate = useNavigate();
  const goTo = (path: string) => {
    setIsOpen(false);
    navigate(path);
  };

  return (
    <>
      <Button variant="ghost" size="sm" {...triggerProps}>
        <Trans>Sign In</Trans>
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <SignInDialogContent
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            onGoTo={goTo}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
