import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';

/** Where an arrow, Home or End key moves among `count` tabs, or null for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export type TabItem<Value extends string> = { value: Value; label: string; count?: number | null };

/**
 * WAI-ARIA tabs with automatic activation: one Tab stop (the selected tab), arrows and Home/End move and select,
 * the one panel is labelled by its tab. The caller keeps the selected tab (in the URL, usually).
 */
export function Tabs<Value extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: TabItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);

  // On a phone the tab row scrolls sideways: keep the selected tab in view (also when opened from a link).
  useEffect(() => {
    buttons.current[selectedIndex]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, selectedIndex, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onChange(target.value);
    buttons.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b px-1 [scrollbar-width:none]"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={cn(
                'focus-ring relative -mb-px inline-flex h-11 shrink-0 items-center gap-1.5 rounded-t-lg border-b-2 px-2 text-sm font-semibold transition-colors sm:px-4',
                isSelected
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
              {tab.count === null || tab.count === undefined ? null : (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    isSelected ? 'bg-secondary text-secondary-foreground' : 'bg-muted text-muted-foreground',
                  )}
                >
                  {tab.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={-1} className="outline-none">
        {children}
      </div>
    </div>
  );
}
