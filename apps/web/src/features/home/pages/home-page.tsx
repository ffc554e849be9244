import { Newspaper } from 'lucide-react';
import { PageTitle } from '../../../components/page-title';
import { useMe } from '../../../lib/session';

/** /home: the 'for you' feed (SPEC §2). The posts issue fills it; until then the empty state. */
export function HomePage() {
  const firstName = useMe().data?.firstName;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title="Home" />
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Home</h1>
        <p className="mt-1 text-muted-foreground">
          {firstName ? `Welcome, ${firstName}. ` : ''}Posts for you from your circles.
        </p>
      </header>
      <div className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-16 text-center shadow-soft">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Newspaper aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-lg font-semibold">No posts yet</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          When people in your circles share something, it shows up here.
        </p>
      </div>
    </section>
  );
}
