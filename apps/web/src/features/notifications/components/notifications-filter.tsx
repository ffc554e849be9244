import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import type { NotificationsFilter } from '../api/keys';

const filters: { value: NotificationsFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg({ message: `All`, context: `notifications` }) },
  { value: 'unread', label: msg`Unread` },
];

/** All / Unread, as two toggle buttons in a pill. */
export function NotificationsFilterToggle({
  value,
  onChange,
}: {
  value: NotificationsFilter;
  onChange: (value: NotificationsFilter) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="inline-flex rounded-xl bg-muted p-1">
      <legend className="sr-only">
        <Trans>Show</Trans>
      </legend>
      {filters.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className={cn(
            'focus-ring h-8 rounded-lg px-4 text-sm font-semibold transition-colors',
            value === filter.value
              ? 'bg-card text-foreground shadow-soft dark:bg-accent'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {i18n._(filter.label)}
        </button>
      ))}
    </fieldset>
  );
}
