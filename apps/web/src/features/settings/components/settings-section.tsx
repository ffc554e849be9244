import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';

type SettingsSectionProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  /** A short line under the section when a change in it could not be saved. */
  error?: string;
  children: ReactNode;
};

/** One titled card of the settings page; its settings are rows divided by a line. */
export function SettingsSection({ title, description, icon: Icon, error, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={headingId}>
        <header className="flex items-start gap-3 border-b px-5 py-4 sm:px-6">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <Icon aria-hidden="true" className="size-4.5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold tracking-tight">
              {title}
            </h2>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        </header>
        <div className="divide-y">{children}</div>
        {error ? (
          <p
            role="alert"
            className="border-t bg-danger-surface px-5 py-3 text-sm font-medium text-danger sm:px-6"
          >
            {error}
          </p>
        ) : null}
      </section>
    </Card>
  );
}
