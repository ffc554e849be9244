import { describeProposalRule, type Proposal } from '@circles/contracts';

const closingFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What decides a proposal (issue #54): while open, the rule it needs and when voting closes; once closed, why it
 * passed or was rejected, as the server counted it ('Rejected: 2 of 3 votes needed').
 */
export function ProposalRule({
  proposal,
}: {
  proposal: Pick<Proposal, 'status' | 'closesAt' | 'rule' | 'outcomeReason'>;
}) {
  if (proposal.status === 'open') {
    return (
      <p className="text-xs text-muted-foreground">
        To pass: {describeProposalRule(proposal.rule).toLowerCase()} · Voting closes{' '}
        <time dateTime={proposal.closesAt}>{closingFormat.format(new Date(proposal.closesAt))}</time>
      </p>
    );
  }
  const passed = proposal.status !== 'rejected';
  return (
    <p className="text-sm">
      <span className="font-semibold">{passed ? 'Passed' : 'Rejected'}:</span> {proposal.outcomeReason}
      <span className="text-muted-foreground">
        {' '}
        · Voting closed{' '}
        <time dateTime={proposal.closesAt}>{closingFormat.format(new Date(proposal.closesAt))}</time>
      </span>
    </p>
  );
}
