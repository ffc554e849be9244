import { governanceMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { getErrorMessage } from '../../../lib/api-client';
import { useProposal } from '../api/get-proposal';
import { AdoptButton } from '../components/adopt-button';
import { BackToGovernance } from '../components/back-to-governance';
import { useGovernanceText } from '../components/governance-texts';
import { ProposalDiscussion } from '../components/proposal-discussion';
import { ProposalStatus } from '../components/proposal-status';
import { ProposalVote } from '../components/proposal-vote';
import { TextDiff } from '../components/text-diff';
import { useGovernanceStream } from '../hooks/use-governance-stream';

/** A proposal (issue #40): the area's text beside the proposed one, its status, the vote and the discussion. */
export function ProposalPage() {
  const { t, i18n } = useLingui();
  const governanceText = useGovernanceText();
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const { proposalId = '' } = useParams();
  const query = useProposal(proposalId);
  useGovernanceStream();
  const proposal = query.data;
  const baseVersion = proposal?.baseVersion;
  const adoptedVersion = proposal?.adoptedVersion;
  /** 'Proposed by Ada · Voting ends 3 Jan 2027 · Adopted as version 1.3', each part its own message. */
  const byline = (closes: string) => {
    const authorName = proposal?.author?.fullName;
    return [
      authorName ? t`Proposed by ${authorName}` : null,
      proposal?.status === 'open' ? t`Voting ends ${closes}` : t`Voting ended ${closes}`,
      adoptedVersion ? t`Adopted as version ${adoptedVersion}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={proposal?.title ?? t`Proposal`} />
      <BackToGovernance />
      {query.isPending ? (
        <div role="status" aria-label={t`Loading proposal`} className="flex flex-col gap-4">
          <div className="h-24 animate-pulse rounded-2xl border bg-card" />
          <div className="h-64 animate-pulse rounded-2xl border bg-card" />
        </div>
      ) : query.isError || !proposal ? (
        <LoadError
          message={governanceText(getErrorMessage(query.error, governanceMessages.proposalNotFound))}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <article className="flex flex-col gap-5 rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
          <header className="flex flex-col gap-2">
            <p className="text-sm font-medium text-muted-foreground">{proposal.policyTitle}</p>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{proposal.title}</h1>
              <ProposalStatus proposal={proposal} className="mt-1.5" />
            </div>
            <p className="text-sm text-muted-foreground">
              {byline(dateFormat.format(new Date(proposal.closesAt)))}
            </p>
            {proposal.description ? <p className="whitespace-pre-wrap">{proposal.description}</p> : null}
          </header>
          {proposal.proposedText ? (
            <TextDiff
              baseText={proposal.baseText}
              baseLabel={
                proposal.adoptedVersion
                  ? t`Before · version ${baseVersion}`
                  : t`Current policy · version ${baseVersion}`
              }
              proposedText={proposal.proposedText}
              proposedLabel={adoptedVersion ? t`Adopted · version ${adoptedVersion}` : t`Proposed text`}
            />
          ) : null}
          {proposal.canAdopt ? <AdoptButton proposal={proposal} /> : null}
          <ProposalVote proposal={proposal} />
          <section aria-labelledby="discussion-title" className="flex flex-col gap-3 border-t pt-5">
            <h2 id="discussion-title" className="text-lg font-semibold">
              <Trans>Discussion</Trans>
            </h2>
            <ProposalDiscussion proposal={proposal} />
          </section>
        </article>
      )}
    </section>
  );
}
