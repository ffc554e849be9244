import type { MemberProfile } from '@circles/contracts';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { type ProfileTab, profileTabs } from '../lib/use-profile-url-state';

const labels: Record<ProfileTab, string> = {
  posts: 'Posts',
  photos: 'Photos',
  videos: 'Videos',
  connections: 'Connections',
};

type Counts = NonNullable<MemberProfile['counts']>;
const countOf = (tab: ProfileTab, counts: Counts | null) =>
  counts
    ? { posts: counts.posts, photos: counts.photos, videos: counts.videos, connections: counts.connections }[
        tab
      ]
    : null;

/** Where an arrow, Home or End key moves among `count` tabs, or null for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * WAI-ARIA tabs with automatic activation: one Tab stop (the selected tab), arrows and Home/End move and select,
 * the panel is labelled by its tab. The selected tab is kept in the URL by the caller.
 */
export function ProfileTabs({
  tab,
  onTabChange,
  counts,
  children,
}: {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  counts: Counts | null;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: ProfileTab) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  // On a phone the tab row scrolls sideways: keep the selected tab in view (also when opened from a link).
  useEffect(() => {
    buttons.current[profileTabs.indexOf(tab)]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, profileTabs.indexOf(tab), profileTabs.length);
    if (next === null) return;
    event.preventDefault();
    const target = profileTabs[next];
    if (!target) return;
    onTabChange(target);
    buttons.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label="Profile sections"
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b px-1 [scrollbar-width:none]"
      >
        {profileTabs.map((value, index) => {
          const isSelected = value === tab;
          const count = countOf(value, counts);
          return (
            <button
              key={value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              id={tabId(value)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onTabChange(value)}
              className={cn(
                'focus-ring relative -mb-px inline-flex h-11 shrink-0 items-center gap-1.5 rounded-t-lg border-b-2 px-2 text-sm font-semibold transition-colors sm:px-4',
                isSelected
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {labels[value]}
              {count === null ? null : (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    isSelected ? 'bg-secondary text-secondary-foreground' : 'bg-muted text-muted-foreground',
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} tabIndex={-1} className="outline-none">
        {children}
      </div>
    </div>
  );
}
