import { z } from 'zod';
import { joinRequestLimits, joinRequestMessages } from './join-requests-constants';

export { canReviewJoinRequests, joinRequestLimits, joinRequestMessages } from './join-requests-constants';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((text) => text || null);

export const createJoinRequestSchema = z.object({
  message: optionalText(joinRequestLimits.messageMax, joinRequestMessages.messageTooLong),
});
export type CreateJoinRequestInput = z.input<typeof createJoinRequestSchema>;

export const rejectJoinRequestSchema = z.object({
  reason: optionalText(joinRequestLimits.reasonMax, joinRequestMessages.reasonTooLong),
});
export type RejectJoinRequestInput = z.input<typeof rejectJoinRequestSchema>;

export const joinRequestParamSchema = z.object({
  circleId: z.string().min(1).max(64),
  userId: z.uuid(joinRequestMessages.memberNotFound),
});

export const joinRequestSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  manualVerification: z.boolean(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
