import type { CircleType } from '@circles/contracts';
import { useLingui } from '@lingui/react';
import { Globe, Lock, UserRound } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { circleTypeLabel } from '../lib/circle-stats';

const icons = { public: Globe, private: Lock, personal: UserRound } as const;

/** 'Public' / 'Private' / 'Personal' pill with its icon. */
export function CircleTypeBadge({ type, className }: { type: CircleType; className?: string }) {
  const { i18n } = useLingui();
  const Icon = icons[type];
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center gap-1 rounded-full bg-secondary px-2.5 text-xs font-semibold text-secondary-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {i18n._(circleTypeLabel[type])}
    </span>
  );
}
