import { z } from 'zod';
import { limits } from './limits';

export const governanceMessages = {
  fetchFailed: 'Failed to load governance policies',
  proposalNotFound: 'Proposal not found',
  commentNotFound: 'Comment not found',
  voteFailed: 'Your vote was not saved. Please try again.',
  invalidChoice: 'Choose Support or Oppose',
  commentRequired: 'Comment cannot be empty',
  commentTooLong: `Comment must be ${limits.commentMax} characters or less`,
} as const;

/** SPEC §4 Governance vote: none, for or against, changeable. */
export const voteChoices = ['for', 'against', 'none'] as const;
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

export const proposalSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  title: z.string(),
  description: z.string(),
  /** The viewer's vote; null before voting. */
  myVote: z.enum(['for', 'against']).nullable(),
  /** Revealed once the viewer has voted (SPEC §2: choosing one reveals results); null before. */
  results: voteResultsSchema.nullable(),
  topComment: governanceCommentSchema.nullable(),
  commentCount: z.number(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const governancePolicySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  version: z.string(),
  currentPolicy: z.string(),
  proposals: z.array(proposalSchema),
});
export type GovernancePolicy = z.infer<typeof governancePolicySchema>;

/** Results in whole percent that add up to 100 when there are votes. */
export function voteResults(votesFor: number, votesAgainst: number): VoteResults {
  const total = votesFor + votesAgainst;
  const supportPercent = total === 0 ? 0 : Math.round((votesFor / total) * 100);
  return {
    for: votesFor,
    against: votesAgainst,
    total,
    supportPercent,
    opposePercent: total === 0 ? 0 : 100 - supportPercent,
  };
}
