// Zod-free: what the web app reads from direct-messages.ts without its schemas (docs/decisions/0096).
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
