import { governanceMessages } from '@circles/contracts';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { getErrorMessage } from '../../../lib/api-client';
import { useProposal } from '../api/get-proposal';
import { AdoptButton } from '../components/adopt-button';
import { BackToGovernance } from '../components/back-to-governance';
import { ProposalDiscussion } from '../components/proposal-discussion';
import { ProposalStatus } from '../components/proposal-status';
import { ProposalVote } from '../components/proposal-vote';
import { TextDiff } from '../components/text-diff';
import { useGovernanceStream } from '../hooks/use-governance-stream';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A proposal (issue #40): the area's text beside the proposed one, its status, the vote and the discussion. */
export function ProposalPage() {
  const { proposalId = '' } = useParams();
  const query = useProposal(proposalId);
  useGovernanceStream();
  const proposal = query.data;

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={proposal?.title ?? 'Proposal'} />
      <BackToGovernance />
      {query.isPending ? (
        <div role="status" aria-label="Loading proposal" className="flex flex-col gap-4">
          <div className="h-24 animate-pulse rounded-2xl border bg-card" />
          <div className="h-64 animate-pulse rounded-2xl border bg-card" />
        </div>
      ) : query.isError || !proposal ? (
        <LoadError
          message={getErrorMessage(query.error, governanceMessages.proposalNotFound)}
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
              {proposal.author ? `Proposed by ${proposal.author.fullName} · ` : ''}
              {proposal.status === 'open' ? 'Voting ends' : 'Voting ended'}{' '}
              {dateFormat.format(new Date(proposal.closesAt))}
              {proposal.adoptedVersion ? ` · Adopted as version ${proposal.adoptedVersion}` : ''}
            </p>
            {proposal.description ? <p className="whitespace-pre-wrap">{proposal.description}</p> : null}
          </header>
          {proposal.proposedText ? (
            <TextDiff
              baseText={proposal.baseText}
              baseLabel={
                proposal.adoptedVersion
                  ? `Before · version ${proposal.baseVersion}`
                  : `Current policy · version ${proposal.baseVersion}`
              }
              proposedText={proposal.proposedText}
              proposedLabel={
                proposal.adoptedVersion ? `Adopted · version ${proposal.adoptedVersion}` : 'Proposed text'
              }
            />
          ) : null}
          {proposal.canAdopt ? <AdoptButton proposal={proposal} /> : null}
          <ProposalVote proposal={proposal} />
          <section aria-labelledby="discussion-title" className="flex flex-col gap-3 border-t pt-5">
            <h2 id="discussion-title" className="text-lg font-semibold">
              Discussion
            </h2>
            <ProposalDiscussion proposal={proposal} />
          </section>
        </article>
      )}
    </section>
  );
}
