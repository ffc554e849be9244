import { z } from 'zod';
import {
  governanceLimits,
  governanceMessages,
  percentOf,
  proposalStatuses,
  voteChoices,
} from './governance-constants';
import { limits } from './limits';

export {
  describeProposalRule,
  governanceLimits,
  governanceMessages,
  nextPolicyVersion,
  proposalStatuses,
  voteChoices,
} from './governance-constants';
export type ProposalStatus = (typeof proposalStatuses)[number];

export const newProposalSchema = z.object({
  title: z
    .string({ error: governanceMessages.titleLength })
    .trim()
    .min(governanceLimits.titleMin, governanceMessages.titleLength)
    .max(governanceLimits.titleMax, governanceMessages.titleLength),
  description: z
    .string()
    .trim()
    .max(governanceLimits.descriptionMax, governanceMessages.descriptionTooLong)
    .default(''),
  proposedText: z
    .string({ error: governanceMessages.proposedTextRequired })
    .trim()
    .min(1, governanceMessages.proposedTextRequired)
    .max(governanceLimits.proposedTextMax, governanceMessages.proposedTextTooLong),
});
export type NewProposalInput = z.infer<typeof newProposalSchema>;

export const policyIdParamSchema = z.object({ policyId: z.string().min(1).max(64) });
export type VoteChoice = (typeof voteChoices)[number];

export const castVoteSchema = z.object({
  choice: z.enum(voteChoices, { error: governanceMessages.invalidChoice }),
});
export type CastVoteInput = z.infer<typeof castVoteSchema>;

export const proposalCommentSchema = z.object({
  content: z
    .string({ error: governanceMessages.commentRequired })
    .trim()
    .min(1, governanceMessages.commentRequired)
    .max(limits.commentMax, governanceMessages.commentTooLong),
});

export const proposalIdParamSchema = z.object({ proposalId: z.string().min(1).max(64) });
export const governanceCommentIdParamSchema = z.object({ commentId: z.string().min(1).max(64) });

export const voteResultsSchema = z.object({
  for: z.number(),
  against: z.number(),
  total: z.number(),
  supportPercent: z.number(),
  opposePercent: z.number(),
  /**
   * The votes the closing counts (issue #57): those of members who meet the voter rule (GOVERNANCE_VOTER_MIN_AGE_DAYS,
   * docs/decisions/0086). Quorum compares `counted.total`; the pass share compares `counted.for` over
   * `counted.total` (`counted.supportPercent` in whole percent).
   */
  counted: z.object({ for: z.number(), against: z.number(), total: z.number(), supportPercent: z.number() }),
});
export type VoteResults = z.infer<typeof voteResultsSchema>;

export const governanceCommentSchema = z.object({
  id: z.string(),
  proposalId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  likes: z.number(),
  isLiked: z.boolean(),
  author: z.object({
    userId: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    avatarUrl: z.string().nullable(),
    isVerified: z.boolean(),
  }),
});
export type GovernanceComment = z.infer<typeof governanceCommentSchema>;

export const proposalRuleSchema = z.object({ quorum: z.number(), passShare: z.number() });
export type ProposalRule = z.infer<typeof proposalRuleSchema>;

export const proposalSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  title: z.string(),
  description: z.string(),
  /** The viewer's vote; null before voting. */
  myVote: z.enum(['for', 'against']).nullable(),
  /** Revealed once the viewer has voted (docs/product.md §Screens: choosing one reveals results); null before. */
  results: voteResultsSchema.nullable(),
  topComment: governanceCommentSchema.nullable(),
  commentCount: z.number(),
  status: z.enum(proposalStatuses),
  createdAt: z.string(),
  /** When voting ends (open) or ended. */
  closesAt: z.string(),
  /** The member who proposed it; null for the install's sample proposals. */
  author: z.object({ userId: z.string(), fullName: z.string() }).nullable(),
  /** Whether the viewer proposed it (the author always sees the results). */
  isAuthor: z.boolean(),
  /** What it needs to pass (issue #54): at least `quorum` votes and a support share above `passShare` (0-1). */
  rule: proposalRuleSchema,
  /** Why a closed proposal passed or was rejected ('2 of 3 votes needed'); null while open. */
  outcomeReason: z.string().nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** One proposal's page: the area's text beside the proposed one (issue #40). */
export const proposalDetailSchema = proposalSchema.extend({
  policyTitle: z.string(),
  /** The area's current text and version; for an adopted proposal, the text and version it replaced. */
  baseText: z.string(),
  baseVersion: z.string(),
  /** Null for the sample proposals, which describe a change without a text. */
  proposedText: z.string().nullable(),
  /** The version it became, once adopted. */
  adoptedVersion: z.string().nullable(),
  canAdopt: z.boolean(),
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;

export const policyVersionSchema = z.object({
  version: z.string(),
  text: z.string(),
  adoptedAt: z.string(),
  /** The proposal it came from; null for the install's first text. */
  proposal: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;

export const policyHistorySchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.string(),
  /** Newest first. */
  versions: z.array(policyVersionSchema),
});
export type PolicyHistory = z.infer<typeof policyHistorySchema>;

export const governancePolicySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  version: z.string(),
  currentPolicy: z.string(),
  proposals: z.array(proposalSchema),
});
export type GovernancePolicy = z.infer<typeof governancePolicySchema>;

/** Results in whole percent that add up to 100 when there are votes; `counted` defaults to every vote. */
export function voteResults(
  votesFor: number,
  votesAgainst: number,
  counted = { for: votesFor, against: votesAgainst },
): VoteResults {
  const total = votesFor + votesAgainst;
  const supportPercent = percentOf(votesFor, total);
  const countedTotal = counted.for + counted.against;
  return {
    for: votesFor,
    against: votesAgainst,
    total,
    supportPercent,
    opposePercent: total === 0 ? 0 : 100 - supportPercent,
    counted: { ...counted, total: countedTotal, supportPercent: percentOf(counted.for, countedTotal) },
  };
}

/**
 * Why a closed proposal passed or was rejected, from its counted votes and the rule it was closed by: too few
 * votes ('2 of 3 votes needed'), too little support ('50% support, more than 50% needed'), or both met.
 */
export function proposalOutcomeReason(
  status: ProposalStatus,
  results: Pick<VoteResults, 'total' | 'supportPercent' | 'for'>,
  rule: ProposalRule,
) {
  if (status === 'open') return null;
  const needed = `${Math.round(rule.passShare * 100)}%`;
  if (status === 'rejected') {
    if (results.total < rule.quorum) return `${results.total} of ${rule.quorum} votes needed`;
    return `${results.supportPercent}% support, more than ${needed} needed`;
  }
  return `${results.total} votes (${rule.quorum} needed), ${results.supportPercent}% support (more than ${needed} needed)`;
}
