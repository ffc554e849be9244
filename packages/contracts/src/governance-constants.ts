// Zod-free: what the web app reads from governance.ts without its schemas (docs/decisions/0096).

import { limits } from './limits';

/** Limits of a member's proposal; the server enforces them (issue #40). */
export const governanceLimits = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 2000,
  proposedTextMax: 10_000,
} as const;

export const governanceMessages = {
  fetchFailed: 'Failed to load governance policies',
  proposalNotFound: 'Proposal not found',
  commentNotFound: 'Comment not found',
  voteFailed: 'Your vote was not saved. Please try again.',
  invalidChoice: 'Choose Support or Oppose',
  commentRequired: 'Comment cannot be empty',
  commentTooLong: `Comment must be ${limits.commentMax} characters or less`,
  // Proposals made by members (issue #40).
  titleLength: `Title must be between ${governanceLimits.titleMin} and ${governanceLimits.titleMax} characters`,
  descriptionTooLong: `Description must be ${governanceLimits.descriptionMax} characters or less`,
  proposedTextRequired: 'Write the policy text you propose',
  proposedTextTooLong: `Proposed text must be ${governanceLimits.proposedTextMax} characters or less`,
  proposedTextUnchanged: 'The proposed text is the same as the current policy',
  policyNotFound: 'Policy area not found',
  proposalClosed: 'Voting on this proposal has closed',
  notPassed: 'Only a passed proposal can be adopted',
  proposeFailed: 'Your proposal was not saved. Please try again.',
  adoptFailed: 'The proposal was not adopted. Please try again.',
  closedTitle: 'A proposal you voted on closed',
  closedMessage: (title: string, outcome: 'passed' | 'rejected') => `"${title}" ${outcome}.`,
  // The proposal's author hears of comments and of the result (issue #54).
  authorClosedTitle: 'Your proposal closed',
  authorCommentTitle: 'New comment on your proposal',
  authorCommentMessage: (name: string, title: string) => `${name} commented on "${title}".`,
  policyChangedTitle: 'A policy changed',
  policyChangedMessage: (policyTitle: string, version: string) =>
    `${policyTitle} is now version ${version}, adopted by a member vote.`,
} as const;

/** A proposal's life: open for votes, then closed by the job as passed or rejected; an admin adopts a passed one. */
export const proposalStatuses = ['open', 'passed', 'rejected', 'adopted'] as const;

/** docs/product.md §Behaviour Governance vote: none, for or against, changeable. */
export const voteChoices = ['for', 'against', 'none'] as const;

/** The version after an adopted change: the last number raised by one ('1.2' -> '1.3', '2' -> '3'). */
export function nextPolicyVersion(version: string) {
  const match = /^(.*?)(\d+)$/.exec(version.trim());
  if (!match) return `${version}.1`;
  return `${match[1]}${Number(match[2]) + 1}`;
}

export const percentOf = (part: number, total: number) =>
  total === 0 ? 0 : Math.round((part / total) * 100);

/** The rule in words: 'At least 3 votes, more than 50% support'. */
export function describeProposalRule(rule: { quorum: number; passShare: number }) {
  const votes = rule.quorum === 1 ? '1 vote' : `${rule.quorum} votes`;
  return `At least ${votes}, more than ${Math.round(rule.passShare * 100)}% support`;
}
