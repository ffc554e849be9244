import { governanceMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { usePolicyHistory } from '../api/get-policy-history';
import { BackToGovernance } from '../components/back-to-governance';
import { useGovernanceText } from '../components/governance-texts';

/** Every version of a policy area's text, newest first, each with the proposal it came from (issue #40). */
export function PolicyHistoryPage() {
  const { t, i18n } = useLingui();
  const governanceText = useGovernanceText();
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const { policyId = '' } = useParams();
  const history = usePolicyHistory(policyId);
  const policyTitle = history.data?.title;
  const currentVersion = history.data?.version;
  const title = history.data ? t`${policyTitle} history` : t`Policy history`;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle title={title} />
      <BackToGovernance />
      {history.isPending ? (
        <div role="status" aria-label={t`Loading history`} className="flex flex-col gap-4">
          <div className="h-10 w-2/3 animate-pulse rounded-xl bg-card" />
          <div className="h-40 animate-pulse rounded-2xl border bg-card" />
        </div>
      ) : history.isError ? (
        <LoadError
          message={governanceText(getErrorMessage(history.error, governanceMessages.policyNotFound))}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <>
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{history.data.title}</h1>
            <p className="mt-2 text-muted-foreground">
              <Trans>Current version {currentVersion}. Every earlier text stays here.</Trans>
            </p>
          </div>
          <ol className="flex flex-col gap-4">
            {history.data.versions.map((version, index) => (
              <li key={version.version} className="rounded-2xl border bg-card p-5 shadow-soft">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h2 className="text-lg font-semibold">
                    <Trans>Version {version.version}</Trans>
                  </h2>
                  {index === 0 ? (
                    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                      <Trans>Current</Trans>
                    </span>
                  ) : null}
                  <span className="text-sm text-muted-foreground">
                    {dateFormat.format(new Date(version.adoptedAt))}
                  </span>
                </div>
                <p className="mt-3 text-sm leading-relaxed whitespace-pre-wrap break-words">{version.text}</p>
                <p className="mt-3 text-xs text-muted-foreground">
                  {version.proposal ? (
                    <Trans>
                      Adopted from{' '}
                      <Link
                        to={paths.app.governanceProposal(version.proposal.id)}
                        className="focus-ring rounded font-medium text-primary hover:underline"
                      >
                        {version.proposal.title}
                      </Link>
                    </Trans>
                  ) : (
                    t`The text Circles started with`
                  )}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
