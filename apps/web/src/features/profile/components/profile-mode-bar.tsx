import { Trans, useLingui } from '@lingui/react/macro';
import { BrickWall, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { ProfileMode } from '../lib/use-profile-url-state';

type ProfileModeBarProps = {
  mode: ProfileMode;
  onModeChange: (mode: ProfileMode) => void;
  /** In wall mode the wall puts its Edit (then Cancel and Save) here, for the owner. */
  actions?: ReactNode;
};

const segment =
  'focus-ring inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition-colors';

/**
 * docs/product.md §Screens wall overlay: the Wall/Profile toggle, with the wall's own actions beside it in wall
 * mode.
 */
export function ProfileModeBar({ mode, onModeChange, actions }: ProfileModeBarProps) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
      <fieldset className="inline-flex rounded-full border bg-card p-1 shadow-xs">
        <legend className="sr-only">
          <Trans>View</Trans>
        </legend>
        {(['profile', 'wall'] as const).map((value) => {
          const Icon = value === 'wall' ? BrickWall : UserRound;
          const isActive = mode === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isActive}
              onClick={() => onModeChange(value)}
              className={cn(
                segment,
                isActive
                  ? 'bg-primary text-primary-foreground shadow-soft'
                  : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {value === 'wall' ? t`Wall` : t`Profile`}
            </button>
          );
        })}
      </fieldset>
      {actions}
    </div>
  );
}
