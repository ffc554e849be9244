import type { VoteResults as Results } from '@circles/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** docs/product.md §Screens: total votes and percent support and oppose, shown once the member has voted. */
export function VoteResults({ results }: { results: Results }) {
  const { t } = useLingui();
  const { total, supportPercent: support, opposePercent: oppose } = results;
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div
        className="flex h-2.5 overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={t`${support}% support, ${oppose}% oppose`}
      >
        <span className="bg-emerald-500 transition-[width]" style={{ width: `${results.supportPercent}%` }} />
        <span className="bg-rose-500 transition-[width]" style={{ width: `${results.opposePercent}%` }} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{t`${plural(total, { one: '# vote', other: '# votes' })}`}</span>
        <span className="text-emerald-700 dark:text-emerald-400">
          <Trans>{support}% support</Trans>
        </span>
        <span className="text-rose-700 dark:text-rose-400">
          <Trans>{oppose}% oppose</Trans>
        </span>
      </p>
    </div>
  );
}
