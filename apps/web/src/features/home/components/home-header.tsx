import type { ReactNode } from 'react';

/** The home page's title and greeting (the server draws them in the member's document too, with the page). */
export function HomeHeader({ firstName }: { firstName: string | undefined }) {
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight">Home</h1>
      <p className="mt-1 text-muted-foreground">
        {firstName ? `Welcome, ${firstName}. ` : ''}For you: the latest posts from your circles.
      </p>
    </header>
  );
}

/** The home page's column: its header, then its feed. */
export function HomeColumn({ children }: { children: ReactNode }) {
  return <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">{children}</section>;
}
