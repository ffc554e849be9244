import type { Proposal } from '@circles/contracts';
import { CheckCircle2, CircleSlash, Clock, Landmark } from 'lucide-react';
import { cn } from '../../../lib/cn';

const hourMs = 60 * 60 * 1000;

/** 'Open · 7 days left', then hours in the last two days, and 'closing soon' in the last hour. */
export function timeLeft(closesAt: string, now: Date) {
  const left = new Date(closesAt).getTime() - now.getTime();
  if (left <= hourMs) return 'closing soon';
  // Rounded up: a proposal made a moment ago has its whole 7 days left.
  const hours = Math.ceil(left / hourMs);
  if (hours < 48) return `${hours} hours left`;
  return `${Math.ceil(left / (24 * hourMs))} days left`;
}

const looks = {
  open: { Icon: Clock, className: 'bg-primary/10 text-primary' },
  passed: { Icon: CheckCircle2, className: 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-400' },
  rejected: { Icon: CircleSlash, className: 'bg-rose-600/10 text-rose-700 dark:text-rose-400' },
  adopted: { Icon: Landmark, className: 'bg-secondary text-secondary-foreground' },
} as const;

/** A proposal's state: open with the time left, passed, rejected or adopted. */
export function ProposalStatus({
  proposal,
  now = new Date(),
  className,
}: {
  proposal: Pick<Proposal, 'status' | 'closesAt'>;
  now?: Date;
  className?: string;
}) {
  const { Icon, className: look } = looks[proposal.status];
  const text =
    proposal.status === 'open'
      ? `Open · ${timeLeft(proposal.closesAt, now)}`
      : proposal.status.charAt(0).toUpperCase() + proposal.status.slice(1);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
    </span>
  );
}
