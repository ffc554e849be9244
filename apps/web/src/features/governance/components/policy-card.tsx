import type { GovernancePolicy } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { BrainCircuit, FileText, History, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ProposalCard } from './proposal-card';
import { ProposeChangeDialog } from './propose-change-dialog';

const icons: Record<string, typeof BrainCircuit> = {
  'ai-governance': BrainCircuit,
  'content-rights': FileText,
  'privacy-rights': ShieldCheck,
};

/**
 * One policy area (docs/product.md §Screens): title, description, version, current policy text and its proposals; a
 * member proposes a change to it, and reads the history of its versions (issue #40).
 */
export function PolicyCard({ policy }: { policy: GovernancePolicy }) {
  const title = policy.title;
  const titleId = useId();
  const Icon = icons[policy.id] ?? FileText;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-soft sm:p-6"
    >
      <header className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h2 id={titleId} className="text-xl font-semibold tracking-tight">
              {policy.title}
            </h2>
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
              <Trans>Version {policy.version}</Trans>
            </span>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">{policy.description}</p>
        </div>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        <ProposeChangeDialog policy={policy} />
        <Link
          to={paths.app.governanceHistory(policy.id)}
          className="focus-ring inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-primary hover:bg-accent"
        >
          <History aria-hidden="true" className="size-4" />
          <Trans>
            History of versions<span className="sr-only"> of {title}</span>
          </Trans>
        </Link>
      </div>
      <div className="rounded-xl border-l-4 border-primary bg-muted/50 px-4 py-3">
        <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          <Trans>Current policy</Trans>
        </h3>
        <p className="mt-1 text-sm">{policy.currentPolicy}</p>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold">
          <Trans>Proposals</Trans>
        </h3>
        {policy.proposals.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No proposals yet. Propose the first change.</Trans>
          </p>
        ) : (
          policy.proposals.map((proposal) => <ProposalCard key={proposal.id} proposal={proposal} />)
        )}
      </div>
    </section>
  );
}
