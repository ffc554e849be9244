import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { LogoMark } from '../../components/ui/logo';
import { paths } from '../../config/paths';

type SignInDialogContentProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onGoTo: (path: string) => void;
  /** The header's button, which opens this without being a Radix trigger: focus goes back to it on close. */
  onCloseAutoFocus: (event: Event) => void;
};

/** The dialog itself, its own chunk: Radix's dialog loads when a visitor first reaches for Sign In. */
export function SignInDialogContent({
  isOpen,
  onOpenChange,
  onGoTo,
  onCloseAutoFocus,
}: SignInDialogContentProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <LogoMark className="mx-auto mb-2 size-11" />
          <DialogTitle>
            <Trans>Welcome to Circles</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Sign in to your account, or create one to get started.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button size="lg" onClick={() => onGoTo(paths.auth.signIn)}>
            <Trans>Sign In</Trans>
          </Button>
          <Button size="lg" variant="outline" onClick={() => onGoTo(paths.auth.signUp)}>
            <Trans>Create Account</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
