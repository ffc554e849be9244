import {
  blockMessages,
  favoriteMessages,
  mediaProcessingMessages,
  moderationMessages,
  postMessages,
  reportReasonLabels,
  siteRoleLabels,
  verificationMessages,
} from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Contracts' texts (SPEC's English, word for word) that the member area's shared components show: posts, likes,
 * Favorites, blocks, reports, moderation and the verification gate. Looked up by their English with
 * `useContractText(memberContractMessages)` (lib/contract-messages.ts); each descriptor's English is the constant's
 * value (member-contract-messages.test.ts), so English pages stay byte for byte.
 */
export const memberContractMessages: Readonly<Record<string, MessageDescriptor>> = {
  [blockMessages.explain]: msg`They will not see your profile, posts or comments, and cannot comment on them, like them, invite you or mention you. You will not see theirs either. They are not told.`,
  [favoriteMessages.saveFailed]: msg`Could not update Favorites. Please try again.`,
  [favoriteMessages.saved]: msg`Saved to Favorites`,
  [favoriteMessages.removed]: msg`Removed from Favorites`,
  [mediaProcessingMessages.failed]: msg`Your post was not published: its media could not be processed.`,
  // Not the moderation queue's 'Dismiss' (its reports): a post whose media failed, taken off the author's list.
  [mediaProcessingMessages.dismiss]: msg({ message: 'Dismiss', context: 'a pending post that failed' }),
  [postMessages.contentRequired]: msg`Post text is required`,
  [postMessages.contentTooLong]: msg`Post must be 280 characters or less`,
  [postMessages.noPosts]: msg`No posts yet`,
  [postMessages.postUpdated]: msg`Post updated`,
  [postMessages.updateFailed]: msg`Failed to update post`,
  [postMessages.postDeleted]: msg`Post deleted`,
  [postMessages.deleteFailed]: msg`Failed to delete post`,
  [reportReasonLabels.spam]: msg`Spam or scam`,
  [reportReasonLabels.harassment]: msg`Harassment or bullying`,
  [reportReasonLabels.hate]: msg`Hate speech`,
  [reportReasonLabels.violence]: msg`Violence or threats`,
  [reportReasonLabels.nudity]: msg`Nudity or sexual content`,
  [reportReasonLabels.misinformation]: msg`False information`,
  [reportReasonLabels.impersonation]: msg`Impersonation or fake identity`,
  [reportReasonLabels.other]: msg`Something else`,
  [moderationMessages.chooseReason]: msg`Choose a reason.`,
  [moderationMessages.detailsTooLong]: msg`Keep the details under 500 characters.`,
  [moderationMessages.reasonRequired]: msg`Say why: the member will read it.`,
  [moderationMessages.reasonTooLong]: msg`Keep the reason under 500 characters.`,
  [moderationMessages.ownItem]: msg`You cannot report your own content.`,
  [moderationMessages.duplicate]: msg`You have already reported this. Moderators will look at it.`,
  [moderationMessages.reported]: msg`Thanks for telling us. Moderators will look at your report.`,
  [moderationMessages.cannotSuspendSelf]: msg`You cannot suspend yourself.`,
  [moderationMessages.cannotSuspendRole]: msg`Only an admin can suspend a moderator, and an admin cannot be suspended.`,
  [moderationMessages.notSuspended]: msg`That member is not suspended.`,
  [moderationMessages.suspended]: msg`Member suspended. Their sessions have ended.`,
  [moderationMessages.lifted]: msg`Suspension lifted.`,
  [siteRoleLabels.member.label]: msg`Member`,
  [siteRoleLabels.member.description]: msg`Posts, comments and reports like everyone else.`,
  [siteRoleLabels.moderator.label]: msg`Moderator`,
  [siteRoleLabels.moderator.description]:
    msg`Reviews reports everywhere, removes content, and suspends members.`,
  [siteRoleLabels.admin.label]: msg`Admin`,
  [siteRoleLabels.admin.description]: msg`Everything a moderator does, and names moderators and admins.`,
  [verificationMessages.commentRequiresVerification]: msg`Only verified members can comment in public circles.`,
  [verificationMessages.createCircleRequiresVerification]: msg`Only verified members can create public and private circles.`,
  [verificationMessages.proposeRequiresVerification]: msg`Only verified members can propose policy changes.`,
  [verificationMessages.howToVerify]: msg`Verify your identity in Settings to unlock it.`,
  [verificationMessages.verifyLink]: msg`Get verified`,
};
