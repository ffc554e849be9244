import { governanceMessages, type Proposal, type VoteChoice } from '@circles/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, GitCompareArrows, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCastVote } from '../api/cast-vote';
import { GovernanceComment } from './governance-comment';
import { useGovernanceText } from './governance-texts';
import { ProposalDiscussion } from './proposal-discussion';
import { ProposalRule } from './proposal-rule';
import { ProposalStatus } from './proposal-status';
import { VoteButtons } from './vote-buttons';
import { VoteResults } from './vote-results';

/**
 * A proposal: title, description, the rule or the outcome's reason, Support and Oppose; once voted (or for its
 * author, or once closed), the results and the top comment.
 */
export function ProposalCard({ proposal }: { proposal: Proposal }) {
  const { t } = useLingui();
  const governanceText = useGovernanceText();
  const { title, commentCount } = proposal;
  const authorName = proposal.author?.fullName;
  const titleId = useId();
  const discussionId = useId();
  const [isDiscussionOpen, setIsDiscussionOpen] = useState(false);
  const vote = useCastVote();

  const onVote = (choice: VoteChoice) =>
    vote.mutate(
      { proposalId: proposal.id, choice },
      { onError: () => toast.error(governanceText(governanceMessages.voteFailed)) },
    );

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border bg-background/60 p-4">
      <div>
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
          <h4 id={titleId} className="font-semibold">
            <Link
              to={paths.app.governanceProposal(proposal.id)}
              className="focus-ring rounded hover:underline"
            >
              {proposal.title}
            </Link>
          </h4>
          <ProposalStatus proposal={proposal} />
        </div>
        {proposal.author ? (
          <p className="mt-0.5 text-xs text-muted-foreground">
            <Trans>Proposed by {authorName}</Trans>
          </p>
        ) : null}
        {proposal.description ? (
          <p className="mt-1 text-sm text-muted-foreground">{proposal.description}</p>
        ) : null}
      </div>
      <ProposalRule proposal={proposal} />
      <VoteButtons proposal={proposal} isBusy={vote.isPending} onVote={onVote} />
      {proposal.results ? (
        // No landmark: every card has results, and a region repeated per card is noise (axe landmark-unique).
        <div className="flex flex-col gap-3">
          <VoteResults results={proposal.results} />
          {proposal.topComment ? (
            <div className="flex flex-col gap-1.5">
              <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                <Trans>Top comment</Trans>
              </p>
              <GovernanceComment comment={proposal.topComment} label={t`Top comment`} />
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          <Trans>Vote to see the results.</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <button
          type="button"
          aria-expanded={isDiscussionOpen}
          aria-controls={discussionId}
          onClick={() => setIsDiscussionOpen((open) => !open)}
          className="focus-ring inline-flex items-center gap-2 self-start rounded-lg px-1 py-1 text-sm font-medium text-primary"
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {t`${plural(commentCount, { one: '# comment', other: '# comments' })}`}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', isDiscussionOpen && 'rotate-180')}
          />
        </button>
        <Link
          to={paths.app.governanceProposal(proposal.id)}
          className="focus-ring inline-flex items-center gap-1.5 self-start rounded-lg px-1 py-1 text-sm font-medium text-primary"
        >
          <GitCompareArrows aria-hidden="true" className="size-4" />
          <Trans>
            Compare texts<span className="sr-only"> of {title}</span>
          </Trans>
        </Link>
      </div>
      <div id={discussionId} hidden={!isDiscussionOpen}>
        {isDiscussionOpen ? <ProposalDiscussion proposal={proposal} /> : null}
      </div>
    </article>
  );
}
