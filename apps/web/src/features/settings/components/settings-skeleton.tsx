import { Trans } from '@lingui/react/macro';
import { Card } from '../../../components/ui/card';

// One placeholder card per section, with a bar per setting in it.
const placeholders = [
  { section: 'display', settings: ['theme'] },
  { section: 'notifications', settings: ['push', 'email'] },
  { section: 'privacy', settings: ['visibility', 'activity'] },
];

/** Stand-in for the three sections while the preferences load. */
export function SettingsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span role="status" className="sr-only">
        <Trans>Loading your settings…</Trans>
      </span>
      {placeholders.map(({ section, settings }) => (
        <Card key={section} aria-hidden="true">
          <div className="flex items-center gap-3 border-b px-5 py-4 sm:px-6">
            <span className="size-9 shrink-0 animate-pulse rounded-xl bg-muted" />
            <span className="flex min-w-0 flex-col gap-2">
              <span className="h-4 w-28 animate-pulse rounded bg-muted" />
              <span className="h-3 w-48 max-w-full animate-pulse rounded bg-muted" />
            </span>
          </div>
          <div className="divide-y">
            {settings.map((setting) => (
              <div key={setting} className="flex items-center justify-between gap-4 px-5 py-5 sm:px-6">
                <span className="flex min-w-0 flex-col gap-2">
                  <span className="h-3.5 w-36 animate-pulse rounded bg-muted" />
                  <span className="h-3 w-56 max-w-full animate-pulse rounded bg-muted" />
                </span>
                <span className="h-7 w-12 shrink-0 animate-pulse rounded-full bg-muted" />
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
