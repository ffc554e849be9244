import type { Proposal } from '@circles/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, CircleSlash, Clock, Landmark } from 'lucide-react';
import { cn } from '../../../lib/cn';

const hourMs = 60 * 60 * 1000;

/** 'Open · 7 days left', then hours in the last two days, and 'closing soon' in the last hour. */
export function timeLeft(i18n: I18n, closesAt: string, now: Date) {
  const left = new Date(closesAt).getTime() - now.getTime();
  if (left <= hourMs) return i18n._(msg`Open · closing soon`);
  // Rounded up: a proposal made a moment ago has its whole 7 days left.
  const hours = Math.ceil(left / hourMs);
  // At least 2 hours here and 2 days below; 'one' only for the languages whose 'one' covers more.
  if (hours < 48)
    return i18n._(msg`${plural(hours, { one: 'Open · # hours left', other: 'Open · # hours left' })}`);
  const days = Math.ceil(left / (24 * hourMs));
  return i18n._(msg`${plural(days, { one: 'Open · # days left', other: 'Open · # days left' })}`);
}

const statusNames = {
  passed: msg`Passed`,
  rejected: msg`Rejected`,
  adopted: msg`Adopted`,
} as const;

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
  const { i18n } = useLingui();
  const { Icon, className: look } = looks[proposal.status];
  const text =
    proposal.status === 'open'
      ? timeLeft(i18n, proposal.closesAt, now)
      : i18n._(statusNames[proposal.status]);
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
