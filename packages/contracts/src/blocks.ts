import { z } from 'zod';
import { memberConnectionSchema } from './profile';

/** Blocks (issue #17): two members stop seeing and reaching each other; the blocked one is not told. */
export const blockMessages = {
  notYourself: 'You cannot block yourself',
  memberNotFound: 'Member not found',
  blocked: 'Blocked',
  unblocked: 'Unblocked',
  loadFailed: 'Your blocked list could not be loaded.',
  cannotInvite: 'You cannot invite this member.',
  explain:
    'They will not see your profile, posts or comments, and cannot comment on them, like them, invite you or mention you. You will not see theirs either. They are not told.',
} as const;

export const blocksSchema = z.object({ members: z.array(memberConnectionSchema) });
export type Blocks = z.infer<typeof blocksSchema>;

export const blockMemberParamSchema = z.object({ userId: z.string().min(1).max(64) });
