import type { Proposal, VoteChoice } from '@circles/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { cn } from '../../../lib/cn';

const options = [
  {
    choice: 'for',
    label: msg`Support`,
    Icon: ThumbsUp,
    active: 'border-emerald-700 bg-emerald-700 text-white',
  },
  {
    choice: 'against',
    label: msg`Oppose`,
    Icon: ThumbsDown,
    active: 'border-rose-700 bg-rose-700 text-white',
  },
] as const;

/**
 * Support and Oppose (docs/product.md §Screens). Choosing the current vote again takes it back (docs/product.md
 * §Behaviour: none, for, against); a closed proposal keeps the member's vote shown, no longer changeable (issue
 * #40). Pressed colours are the 700 shades: white on emerald-600 was 3.65:1, under WCAG's 4.5:1 (issue #54).
 */
export function VoteButtons({
  proposal,
  isBusy,
  onVote,
}: {
  proposal: Proposal;
  isBusy: boolean;
  onVote: (choice: VoteChoice) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      {options.map(({ choice, label, Icon, active }) => {
        const isChosen = proposal.myVote === choice;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={isChosen}
            disabled={isBusy || proposal.status !== 'open'}
            onClick={() => onVote(isChosen ? 'none' : choice)}
            className={cn(
              'focus-ring inline-flex h-10 items-center gap-2 rounded-xl border px-4 text-sm font-semibold transition-colors',
              'disabled:opacity-60',
              isChosen ? active : 'border-input bg-card text-foreground hover:bg-accent',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {i18n._(label)}
          </button>
        );
      })}
    </div>
  );
}
