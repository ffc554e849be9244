import type { CircleRole } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { Crown, ShieldCheck } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** 'Owner' or 'Moderator' beside a member's name (issue #17); plain members get none. */
export function RoleBadge({ role, className }: { role: CircleRole | undefined; className?: string }) {
  if (role !== 'owner' && role !== 'moderator') return null;
  const Icon = role === 'owner' ? Crown : ShieldCheck;
  return (
    <span
      className={cn(
        'inline-flex h-5 shrink-0 items-center gap-1 rounded-full bg-secondary px-2 text-[11px] font-semibold text-secondary-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {role === 'owner' ? <Trans>Owner</Trans> : <Trans>Moderator</Trans>}
    </span>
  );
}
