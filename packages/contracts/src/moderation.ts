import { z } from 'zod';
import {
  moderationActions,
  moderationLimits,
  moderationMessages,
  removableTypes,
  reportReasons,
  reportTargetTypes,
} from './moderation-constants';
import { siteRoles } from './roles';

export {
  formatSuspensionEnd,
  type ModerationAction,
  moderationActionLabels,
  moderationActions,
  moderationLimits,
  moderationMessages,
  type RemovableType,
  type ReportReason,
  removableTypes,
  reportReasonLabels,
  reportReasons,
  reportTargetTypes,
} from './moderation-constants';
export type ReportTargetType = (typeof reportTargetTypes)[number];

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
