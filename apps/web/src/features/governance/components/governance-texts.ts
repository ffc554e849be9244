import { governanceLimits, governanceMessages, limits } from '@circles/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

const m = governanceMessages;
const { titleMin, titleMax, descriptionMax, proposedTextMax } = governanceLimits;
const commentMax = limits.commentMax;

/**
 * Contracts' governance texts (SPEC's English, word for word; the server answers with them and the forms' schemas
 * hold them) in the reader's language, looked up by their English.
 */
export const governanceDescriptors: Readonly<Record<string, MessageDescriptor>> = {
  [m.fetchFailed]: msg`Failed to load governance policies`,
  [m.proposalNotFound]: msg`Proposal not found`,
  [m.commentNotFound]: msg`Comment not found`,
  [m.voteFailed]: msg`Your vote was not saved. Please try again.`,
  [m.invalidChoice]: msg`Choose Support or Oppose`,
  [m.commentRequired]: msg`Comment cannot be empty`,
  [m.commentTooLong]: msg`Comment must be ${commentMax} characters or less`,
  [m.titleLength]: msg`Title must be between ${titleMin} and ${titleMax} characters`,
  [m.descriptionTooLong]: msg`Description must be ${descriptionMax} characters or less`,
  [m.proposedTextRequired]: msg`Write the policy text you propose`,
  [m.proposedTextTooLong]: msg`Proposed text must be ${proposedTextMax} characters or less`,
  [m.proposedTextUnchanged]: msg`The proposed text is the same as the current policy`,
  [m.policyNotFound]: msg`Policy area not found`,
  [m.proposalClosed]: msg`Voting on this proposal has closed`,
  [m.notPassed]: msg`Only a passed proposal can be adopted`,
  [m.proposeFailed]: msg`Your proposal was not saved. Please try again.`,
  [m.adoptFailed]: msg`The proposal was not adopted. Please try again.`,
};

/** `useContractText` that also knows the governance texts. */
export const useGovernanceText = () => useContractText(governanceDescriptors);

/** The rule in words, lowercase as it follows 'To pass:' ('at least 3 votes, more than 50% support'). */
export function ruleText(i18n: I18n, rule: { quorum: number; passShare: number }) {
  const share = Math.round(rule.passShare * 100);
  const quorum = rule.quorum;
  return i18n._(
    msg`${plural(quorum, {
      one: `at least # vote, more than ${share}% support`,
      other: `at least # votes, more than ${share}% support`,
    })}`,
  );
}

/**
 * Why a closed proposal passed or was rejected, in the reader's language. The server words it in English from its
 * counted votes (contracts' proposalOutcomeReason); its three forms are read back here, anything else shown as it is.
 */
export function outcomeText(i18n: I18n, reason: string) {
  const tooFew = /^(\d+) of (\d+) votes needed$/.exec(reason);
  if (tooFew) {
    const [, total = '', quorum = ''] = tooFew;
    const needed = Number(quorum);
    return i18n._(
      msg`${plural(needed, {
        one: `${total} of # votes needed`,
        other: `${total} of # votes needed`,
      })}`,
    );
  }
  const tooLittle = /^(\d+)% support, more than (\d+)% needed$/.exec(reason);
  if (tooLittle) {
    const [, support = '', needed = ''] = tooLittle;
    return i18n._(msg`${support}% support, more than ${needed}% needed`);
  }
  const met = /^(\d+) votes \((\d+) needed\), (\d+)% support \(more than (\d+)% needed\)$/.exec(reason);
  if (met) {
    const [, total = '', quorum = '', support = '', needed = ''] = met;
    const votes = Number(total);
    return i18n._(
      msg`${plural(votes, {
        one: `# votes (${quorum} needed), ${support}% support (more than ${needed}% needed)`,
        other: `# votes (${quorum} needed), ${support}% support (more than ${needed}% needed)`,
      })}`,
    );
  }
  return reason;
}
