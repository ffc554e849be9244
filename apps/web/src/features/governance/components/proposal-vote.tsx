import { governanceMessages, type Proposal, type VoteChoice } from '@circles/contracts';
import { toast } from '../../../lib/toast';
import { useCastVote } from '../api/cast-vote';
import { ProposalRule } from './proposal-rule';
import { VoteButtons } from './vote-buttons';
import { VoteResults } from './vote-results';

/** Support and Oppose with the results, as on the governance page (results once voted, to the author, or once closed). */
export function ProposalVote({ proposal }: { proposal: Proposal }) {
  const vote = useCastVote();
  const onVote = (choice: VoteChoice) =>
    vote.mutate(
      { proposalId: proposal.id, choice },
      { onError: () => toast.error(governanceMessages.voteFailed) },
    );
  return (
    <section aria-label="Vote" className="flex flex-col gap-3">
      <VoteButtons proposal={proposal} isBusy={vote.isPending} onVote={onVote} />
      {proposal.results ? (
        <VoteResults results={proposal.results} />
      ) : (
        <p className="text-xs text-muted-foreground">Vote to see the results.</p>
      )}
      <ProposalRule proposal={proposal} />
    </section>
  );
}
