import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import { Outlet } from 'react-router';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';

/** Profile setup: a plain page with the logo and a way to sign out (the member shell comes after setup). */
export function SetupLayout() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col bg-surface/50">
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-xl items-center justify-between px-4">
          <Logo />
          <Button variant="ghost" size="sm" onClick={() => void signOut()} isLoading={isSigningOut}>
            {isSigningOut ? null : <LogOut aria-hidden="true" className="size-4" />}
            <Trans>Sign Out</Trans>
          </Button>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
    </div>
  );
}
