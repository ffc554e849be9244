import type { ReactNode } from 'react';

/**
 * The home page's title and greeting. The member page's document draws it too, with the member's first name
 * filled in by the server (src/prerender.tsx), so the page's largest text is on screen before any script runs
 * and stays the same size when the app takes over.
 */
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

/** The home page's column (its header, then its feed); the member document's frame draws its header in it too. */
export function HomeColumn({ children }: { children: ReactNode }) {
  return <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">{children}</section>;
}
