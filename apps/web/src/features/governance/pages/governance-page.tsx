import { governanceMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { getErrorMessage } from '../../../lib/api-client';
import { usePolicies } from '../api/get-policies';
import { useGovernanceText } from '../components/governance-texts';
import { PolicyCard } from '../components/policy-card';
import { useGovernanceStream } from '../hooks/use-governance-stream';

/**
 * docs/product.md §Screens /governance: 'Platform Governance' with its policy areas; results update live while open.
 */
export function GovernancePage() {
  const { t } = useLingui();
  const governanceText = useGovernanceText();
  const policies = usePolicies();
  useGovernanceStream();

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={t`Platform Governance`} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Platform Governance</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>Read the policies that run Circles and vote on the proposals to change them.</Trans>
        </p>
      </div>
      {policies.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label={t`Loading policies`}>
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-72 animate-pulse rounded-2xl border bg-card" />
          ))}
        </div>
      ) : policies.isError ? (
        <LoadError
          message={governanceText(getErrorMessage(policies.error, governanceMessages.fetchFailed))}
          onRetry={() => void policies.refetch()}
        />
      ) : (
        policies.data.map((policy) => <PolicyCard key={policy.id} policy={policy} />)
      )}
    </section>
  );
}
