import { z } from 'zod';

/** Direct messages between two members (issue #40). */
export const directMessageLimits = {
  bodyMax: 2000,
  pageSize: 30,
  pageSizeMax: 50,
  conversationsMax: 100,
} as const;

export const directMessageTexts = {
  /** In place of a message a site moderator removed. */
  removed: 'This message was removed by a moderator.',
  cannotMessage: 'You cannot message this member.',
  sharedCirclesOnly: 'This member accepts messages only from people who share a circle with them.',
  notYourself: 'You cannot message yourself',
  memberNotFound: 'Member not found',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  emptyMessage: 'Write a message or add a photo',
  tooLong: `A message can be at most ${directMessageLimits.bodyMax} characters`,
  photoNotFound: 'That photo could not be found. Please upload it again.',
  notYourMessage: 'You can delete only your own messages',
  deleted: 'Message deleted',
  loadFailed: 'Your messages could not be loaded.',
  sendFailed: 'Your message could not be sent. Please try again.',
  newMessageTitle: 'New message',
  newMessage: (name: string) => `${name} sent you a message`,
  seen: 'Seen',
  /** In place of the composer across a block (issue #54). */
  youBlockedNotice: 'You blocked this member. You can still read this conversation and report messages.',
} as const;

/** Where a conversation is shown; also the action URL of the notification that carries a new message live. */
export const conversationPath = (conversationId: string) => `/messages/${conversationId}`;
export const isConversationPath = (url: string | null | undefined) =>
  typeof url === 'string' && url.startsWith('/messages/');

/** Who may message a member (a preference): anyone, or only members sharing a circle with them. */
export const messagePrivacyValues = ['everyone', 'circle_members'] as const;
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
