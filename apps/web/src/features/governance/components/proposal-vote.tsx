import { governanceMessages, type Proposal, type VoteChoice } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { useCastVote } from '../api/cast-vote';
import { useGovernanceText } from './governance-texts';
import { ProposalRule } from './proposal-rule';
import { VoteButtons } from './vote-buttons';
import { VoteResults } from './vote-results';

/** Support and Oppose with the results, as on the governance page (results once voted, to the author, or once closed). */
export function ProposalVote({ proposal }: { proposal: Proposal }) {
  const { t } = useLingui();
  const governanceText = useGovernanceText();
  const vote = useCastVote();
  const onVote = (choice: VoteChoice) =>
    vote.mutate(
      { proposalId: proposal.id, choice },
      { onError: () => toast.error(governanceText(governanceMessages.voteFailed)) },
    );
  return (
    <section aria-label={t`Vote`} className="flex flex-col gap-3">
      <VoteButtons proposal={proposal} isBusy={vote.isPending} onVote={onVote} />
      {proposal.results ? (
        <VoteResults results={proposal.results} />
      ) : (
        <p className="text-xs text-muted-foreground">
          <Trans>Vote to see the results.</Trans>
        </p>
      )}
      <ProposalRule proposal={proposal} />
    </section>
  );
}
