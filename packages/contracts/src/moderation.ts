import { z } from 'zod';
import { siteRoles } from './roles';

/**
 * Reports, the moderation queue, content removal, suspensions and the audit log (issue #17). Every text a member
 * or moderator reads about them is here.
 */
export const reportTargetTypes = ['post', 'comment', 'member', 'circle', 'listing', 'message'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

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

const reasonText = z
  .string({ error: moderationMessages.reasonRequired })
  .trim()
  .min(1, moderationMessages.reasonRequired)
  .max(moderationLimits.reasonMax, moderationMessages.reasonTooLong);

export const reportTargetSchema = z.object({
  targetType: z.enum(reportTargetTypes, { error: moderationMessages.chooseTarget }),
  targetId: z
    .string({ error: moderationMessages.chooseTarget })
    .min(1, moderationMessages.chooseTarget)
    .max(100),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const createReportSchema = reportTargetSchema.extend({
  reason: z.enum(reportReasons, { error: moderationMessages.chooseReason }),
  details: z
    .string()
    .trim()
    .max(moderationLimits.detailsMax, moderationMessages.detailsTooLong)
    .optional()
    .transform((text) => text || undefined),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

export const reportCreatedSchema = z.object({ id: z.string(), message: z.string() });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

/** What the viewer may moderate: the nav link and the tabs of /moderation follow it. */
export const moderationAccessSchema = z.object({
  canModerate: z.boolean(),
  isSiteModerator: z.boolean(),
  isAdmin: z.boolean(),
});
export type ModerationAccess = z.infer<typeof moderationAccessSchema>;

const personSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  handle: z.string(),
  avatarUrl: z.string().nullable(),
});

export const queueItemSchema = z.object({
  targetType: z.enum(reportTargetTypes),
  targetId: z.string(),
  /** The text in question: the post or comment, the member's bio, the circle's description, the listing's title and description. */
  content: z.string(),
  /** The post to open (the post itself, or a comment's post). */
  postId: z.string().nullable(),
  circle: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The author, or the reported member, or the circle's owner. */
  author: personSchema.nullable(),
  /** A post's earlier texts, newest first, each with when it was replaced (issue #18: edit history for moderators). */
  earlierVersions: z.array(z.object({ content: z.string(), replacedAt: z.string() })),
  reportCount: z.number().int(),
  reports: z.array(
    z.object({ reason: z.enum(reportReasons), details: z.string().nullable(), createdAt: z.string() }),
  ),
  firstReportedAt: z.string(),
  /**
   * A reported direct message (issue #40) with its neighbours only (3 before, 3 after), oldest first: never the
   * whole conversation.
   */
  excerpt: z
    .array(
      z.object({
        id: z.string(),
        senderName: z.string(),
        body: z.string(),
        hasPhoto: z.boolean(),
        createdAt: z.string(),
        isReported: z.boolean(),
      }),
    )
    .optional(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const moderationQueueSchema = z.object({ items: z.array(queueItemSchema) });
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const dismissReportsSchema = reportTargetSchema.extend({
  note: z.string().trim().max(moderationLimits.reasonMax, moderationMessages.reasonTooLong).optional(),
});
export type DismissReportsInput = z.input<typeof dismissReportsSchema>;

export const removeContentFieldsSchema = z.object({
  targetType: z.enum(removableTypes, { error: moderationMessages.onlyContent }),
  targetId: z.string({ error: moderationMessages.notFound }),
  reason: reasonText,
});
/** Posts, comments and listings are named by a UUID; a direct message (issue #40) by its number. */
export const removeContentSchema = removeContentFieldsSchema.refine(
  ({ targetType, targetId }) =>
    targetType === 'message' ? /^\d{1,15}$/.test(targetId) : z.uuid().safeParse(targetId).success,
  { message: moderationMessages.notFound, path: ['targetId'] },
);
export type RemoveContentInput = z.input<typeof removeContentSchema>;

export const suspendMemberSchema = z.object({
  userId: z.uuid(moderationMessages.invalidMember),
  /** null: for good. */
  days: z
    .number({ error: moderationMessages.invalidDays })
    .int(moderationMessages.invalidDays)
    .min(1, moderationMessages.invalidDays)
    .max(moderationLimits.suspendMaxDays, moderationMessages.invalidDays)
    .nullable(),
  reason: reasonText,
});
export type SuspendMemberInput = z.input<typeof suspendMemberSchema>;

export const suspensionSchema = z.object({
  member: personSchema,
  /** null: for good. */
  until: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  suspendedBy: z.string().nullable(),
});
export type Suspension = z.infer<typeof suspensionSchema>;
export const suspensionsSchema = z.object({ suspensions: z.array(suspensionSchema) });
export type Suspensions = z.infer<typeof suspensionsSchema>;

/** A member's standing as a site moderator sees it on their profile (issue #41): role and any suspension. */
export const memberStandingSchema = z.object({
  role: z.enum(siteRoles),
  suspension: z.object({ until: z.string().nullable(), reason: z.string() }).nullable(),
});
export type MemberStanding = z.infer<typeof memberStandingSchema>;

export const moderationResultSchema = z.object({ message: z.string() });
export type ModerationResult = z.infer<typeof moderationResultSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(moderationActions),
  actor: z.string().nullable(),
  targetType: z.enum(reportTargetTypes),
  targetId: z.string(),
  /** What the item was (an excerpt of the text, or the member's or circle's name): it may be gone since. */
  summary: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogQuerySchema = z.object({ before: z.coerce.number().int().positive().optional() });

export const moderationActionLabels: Record<ModerationAction, string> = {
  dismiss: 'Dismissed reports',
  remove: 'Removed',
  suspend: 'Suspended',
  lift: 'Lifted suspension',
};
