import { governanceMessages, type Proposal, type VoteChoice } from '@circles/contracts';
import { ChevronDown, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCastVote } from '../api/cast-vote';
import { GovernanceComment } from './governance-comment';
import { ProposalDiscussion } from './proposal-discussion';
import { VoteButtons } from './vote-buttons';
import { VoteResults } from './vote-results';

/** A proposal: title, description, Support and Oppose; once voted, the results and the top comment. */
export function ProposalCard({ proposal }: { proposal: Proposal }) {
  const titleId = useId();
  const discussionId = useId();
  const [isDiscussionOpen, setIsDiscussionOpen] = useState(false);
  const vote = useCastVote();

  const onVote = (choice: VoteChoice) =>
    vote.mutate(
      { proposalId: proposal.id, choice },
      { onError: () => toast.error(governanceMessages.voteFailed) },
    );

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border bg-background/60 p-4">
      <div>
        <h4 id={titleId} className="font-semibold">
          {proposal.title}
        </h4>
        <p className="mt-1 text-sm text-muted-foreground">{proposal.description}</p>
      </div>
      <VoteButtons proposal={proposal} isBusy={vote.isPending} onVote={onVote} />
      {proposal.results ? (
        <section aria-label="Results" className="flex flex-col gap-3">
          <VoteResults results={proposal.results} />
          {proposal.topComment ? (
            <div className="flex flex-col gap-1.5">
              <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                Top comment
              </p>
              <GovernanceComment comment={proposal.topComment} label="Top comment" />
            </div>
          ) : null}
        </section>
      ) : (
        <p className="text-xs text-muted-foreground">Vote to see the results.</p>
      )}
      <button
        type="button"
        aria-expanded={isDiscussionOpen}
        aria-controls={discussionId}
        onClick={() => setIsDiscussionOpen((open) => !open)}
        className="focus-ring inline-flex items-center gap-2 self-start rounded-lg px-1 py-1 text-sm font-medium text-primary"
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {proposal.commentCount === 1 ? '1 comment' : `${proposal.commentCount} comments`}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isDiscussionOpen && 'rotate-180')}
        />
      </button>
      <div id={discussionId} hidden={!isDiscussionOpen}>
        {isDiscussionOpen ? <ProposalDiscussion proposal={proposal} /> : null}
      </div>
    </article>
  );
}
