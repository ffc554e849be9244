// Zod-free: what the web app reads from moderation.ts without its schemas (docs/decisions/0096).
/**
 * Reports, the moderation queue, content removal, suspensions and the audit log (issue #17). Every text a member
 * or moderator reads about them is here.
 */
export const reportTargetTypes = ['post', 'comment', 'member', 'circle', 'listing', 'message'] as const;

export const reportReasons = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'nudity',
  'misinformation',
  'impersonation',
  'other',
] as const;

export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or scam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  violence: 'Violence or threats',
  nudity: 'Nudity or sexual content',
  misinformation: 'False information',
  impersonation: 'Impersonation or fake identity',
  other: 'Something else',
};

/** What a moderator can remove (a marketplace listing since issue #40). */
export const removableTypes = ['post', 'comment', 'listing', 'message'] as const;

export type RemovableType = (typeof removableTypes)[number];

export const moderationActions = ['dismiss', 'remove', 'suspend', 'lift'] as const;

export type ModerationAction = (typeof moderationActions)[number];

export const moderationLimits = { detailsMax: 500, reasonMax: 500, suspendMaxDays: 3650 } as const;

/** A suspension's end as members read it: '12 May 2026 at 14:00 UTC'. */
export const formatSuspensionEnd = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

export const moderationMessages = {
  chooseTarget: 'Choose what to report.',
  chooseReason: 'Choose a reason.',
  detailsTooLong: `Keep the details under ${moderationLimits.detailsMax} characters.`,
  notFound: 'That could not be found. It may have been removed.',
  ownItem: 'You cannot report your own content.',
  duplicate: 'You have already reported this. Moderators will look at it.',
  reported: 'Thanks for telling us. Moderators will look at your report.',
  notYourCircle: 'You do not moderate this circle.',
  nothingOpen: 'There are no open reports about this.',
  alreadyClosed: 'Another moderator closed these reports a moment ago.',
  ownReport: 'You cannot review reports about your own content or your own circle. Another moderator will.',
  siteModeratorsReview:
    'Reports about a circle, or about its owner’s content, are reviewed by the site moderators.',
  onlyContent: 'Only posts, comments and listings can be removed.',
  reasonRequired: 'Say why: the member will read it.',
  reasonTooLong: `Keep the reason under ${moderationLimits.reasonMax} characters.`,
  invalidDays: `Choose from 1 to ${moderationLimits.suspendMaxDays} days, or for good.`,
  invalidMember: 'Member not found',
  cannotSuspendSelf: 'You cannot suspend yourself.',
  cannotSuspendRole: 'Only an admin can suspend a moderator, and an admin cannot be suspended.',
  notSuspended: 'That member is not suspended.',
  suspendedForGood: 'Your account is suspended. You cannot sign in.',
  suspendedUntil: (iso: string) => `Your account is suspended until ${formatSuspensionEnd(iso)}.`,
  removedTitle: (kind: RemovableType) => `Your ${kind} was removed`,
  removedMessage: (kind: RemovableType, reason: string) => `A moderator removed your ${kind}: ${reason}`,
  dismissed: 'Reports dismissed.',
  removed: 'Removed. The author was told why.',
  suspended: 'Member suspended. Their sessions have ended.',
  lifted: 'Suspension lifted.',
} as const;

export const moderationActionLabels: Record<ModerationAction, string> = {
  dismiss: 'Dismissed reports',
  remove: 'Removed',
  suspend: 'Suspended',
  lift: 'Lifted suspension',
};
