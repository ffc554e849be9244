import { z } from 'zod';
import {
  directMessageLimits,
  directMessageTexts,
  type messagePrivacyValues,
} from './direct-messages-constants';

export {
  conversationPath,
  directMessageLimits,
  directMessageTexts,
  isConversationPath,
  messagePrivacyValues,
} from './direct-messages-constants';
export type MessagePrivacy = (typeof messagePrivacyValues)[number];

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: directMessageTexts.memberNotFound,
});

export const startConversationSchema = z.object({ userId: uuid });
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** Any id up to 64 characters: one that is not a conversation's answers 404 'not found', as a missing one does. */
export const conversationParamSchema = z.object({ id: z.string().min(1).max(64) });
export const messageParamSchema = z.object({ messageId: z.string().regex(/^\d{1,15}$/) });

export const sendMessageSchema = z
  .object({
    body: z
      .string()
      .max(directMessageLimits.bodyMax * 2)
      .transform((value) => value.trim())
      .pipe(z.string().max(directMessageLimits.bodyMax, { error: directMessageTexts.tooLong }))
      .default(''),
    imageUrl: z.string().max(500).optional(),
  })
  .refine((value) => value.body !== '' || Boolean(value.imageUrl), {
    error: directMessageTexts.emptyMessage,
    path: ['body'],
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messagesQuerySchema = z.object({
  /** Keyset: messages older than this id. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(directMessageLimits.pageSizeMax)
    .default(directMessageLimits.pageSize),
});

export const markReadSchema = z.object({
  upToId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const messageMemberSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  userHandle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type MessageMember = z.infer<typeof messageMemberSchema>;

export const directMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  body: z.string(),
  image: z
    .object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() })
    .nullable(),
  createdAt: z.string(),
  /** A site moderator removed it (issue #40): its text and photo are gone. */
  removed: z.boolean(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  other: messageMemberSchema,
  lastMessage: directMessageSchema.nullable(),
  unreadCount: z.number(),
  /** The newest of the viewer's messages the other member has read ('Seen'), as an id; '0' for none. */
  otherLastReadId: z.string(),
  /**
   * False across a block, either way (issue #54): the conversation stays readable, without a composer. The same
   * answer whichever way the block goes; `youBlocked` tells the blocker it was them.
   */
  canMessage: z.boolean(),
  youBlocked: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export const messagesPageSchema = z.object({
  messages: z.array(directMessageSchema),
  /** Pass as `before` for the next (older) page; null at the start of the conversation. */
  nextBefore: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;
export const messagesUnreadSchema = z.object({ count: z.number() });
