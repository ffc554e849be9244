import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The home page's title and greeting (the server draws them in the member's document too, with the page). */
export function HomeHeader({ firstName }: { firstName: string | undefined }) {
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Home</Trans>
      </h1>
      <p className="mt-1 text-muted-foreground">
        {firstName ? (
          <Trans>Welcome, {firstName}. For you: the latest posts from your circles.</Trans>
        ) : (
          <Trans>For you: the latest posts from your circles.</Trans>
        )}
      </p>
    </header>
  );
}

/** The home page's column: its header, then its feed. */
export function HomeColumn({ children }: { children: ReactNode }) {
  return <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">{children}</section>;
}
