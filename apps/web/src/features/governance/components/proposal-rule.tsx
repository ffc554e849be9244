import type { Proposal } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { outcomeText, ruleText } from './governance-texts';

/**
 * What decides a proposal (issue #54): while open, the rule it needs and when voting closes; once closed, why it
 * passed or was rejected, as the server counted it ('Rejected: 2 of 3 votes needed').
 */
export function ProposalRule({
  proposal,
}: {
  proposal: Pick<Proposal, 'status' | 'closesAt' | 'rule' | 'outcomeReason'>;
}) {
  const { i18n } = useLingui();
  const closingFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const closing = closingFormat.format(new Date(proposal.closesAt));
  if (proposal.status === 'open') {
    const rule = ruleText(i18n, proposal.rule);
    return (
      <p className="text-xs text-muted-foreground">
        <Trans>
          To pass: {rule} · Voting closes <time dateTime={proposal.closesAt}>{closing}</time>
        </Trans>
      </p>
    );
  }
  const passed = proposal.status !== 'rejected';
  const reason = proposal.outcomeReason ? outcomeText(i18n, proposal.outcomeReason) : '';
  return (
    <p className="text-sm">
      {passed ? (
        <Trans>
          <span className="font-semibold">Passed:</span> {reason}
        </Trans>
      ) : (
        <Trans>
          <span className="font-semibold">Rejected:</span> {reason}
        </Trans>
      )}
      <span className="text-muted-foreground">
        {' '}
        <Trans>
          · Voting closed <time dateTime={proposal.closesAt}>{closing}</time>
        </Trans>
      </span>
    </p>
  );
}
