import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Spinner } from '../../components/ui/spinner';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { cn } from '../../lib/cn';
import { type ShellNavVariant, shellNavRowClass } from './shell-nav-link';

export function SignOutButton({ variant }: { variant: ShellNavVariant }) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <button
      type="button"
      onClick={() => void signOut()}
      disabled={isSigningOut}
      aria-busy={isSigningOut || undefined}
      className={cn(
        shellNavRowClass(variant),
        'text-muted-foreground hover:bg-danger-surface hover:text-danger disabled:opacity-60',
      )}
    >
      {isSigningOut ? <Spinner className="size-5" /> : <LogOut aria-hidden="true" className="size-5" />}
      <Trans>Sign Out</Trans>
    </button>
  );
}
