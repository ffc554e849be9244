import {
  type ConversationSummary,
  conversationPath,
  type DirectMessage,
  directMessageLimits,
  directMessageTexts,
  isUuid,
  type MessagesPage,
} from '@circles/contracts';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { mediaUrl, parseMediaUrl } from '../../lib/media-url';
import {
  type ConversationRow,
  type MessageRow,
  type MessagesRepository,
  PhotoTakenError,
} from './repository';

export const presentMessage = (row: MessageRow): DirectMessage => ({
  id: String(row.id),
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  body: row.body,
  image: row.image_path
    ? { url: mediaUrl('posts', row.image_path), width: row.image_width, height: row.image_height }
    : null,
  createdAt: row.created_at.toISOString(),
  removed: row.removed_at !== null,
});

const presentConversation = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  other: {
    userId: row.other_id,
    fullName: row.other_name,
    userHandle: row.other_handle,
    avatarUrl: row.other_avatar_url,
  },
  lastMessage:
    row.last_id !== null && row.last_sender_id !== null && row.last_created_at !== null
      ? presentMessage({
          id: row.last_id,
          conversation_id: row.id,
          sender_id: row.last_sender_id,
          body: row.last_body ?? '',
          image_path: row.last_image_path,
          image_width: row.last_image_width,
          image_height: row.last_image_height,
          created_at: row.last_created_at,
          removed_at: row.last_removed_at,
        })
      : null,
  unreadCount: row.unread_count,
  otherLastReadId: String(row.other_last_read_id),
  canMessage: !(row.blocked_by_me || row.blocked_me),
  youBlocked: row.blocked_by_me,
});

/**
 * Direct messages (issue #40). Who may reach whom is checked first: neither may have blocked the other (both
 * ways), the recipient exists, is not erased nor suspended (issue #57: refused in a block's words), and a
 * recipient who accepts messages only from members sharing a circle with them shares one with the sender. A conversation is its two members' alone; anyone else is told
 * it does not exist.
 */
export const createMessagesService = (deps: {
  repository: MessagesRepository;
  blockedBetween: (a: string, b: string) => Promise<boolean>;
  isSuspended: (userId: string) => Promise<boolean>;
  isConnection: (userId: string, otherId: string) => Promise<boolean>;
  messagePrivacy: (userId: string) => Promise<string>;
  publicUrl: string;
}) => {
  const { repository } = deps;

  /** The recipient's 'Who can message you': members sharing a circle with them only, or everyone. */
  async function checkRecipientAccepts(senderId: string, recipientId: string) {
    if (
      (await deps.messagePrivacy(recipientId)) === 'circle_members' &&
      !(await deps.isConnection(recipientId, senderId))
    )
      throw forbidden(directMessageTexts.sharedCirclesOnly);
  }

  /** The viewer's conversation, answered from its one row (membership and block already checked). */
  async function conversationOf(viewerId: string, conversationId: string) {
    const row = await repository.findConversation(viewerId, conversationId);
    if (!row) throw notFound(directMessageTexts.conversationNotFound);
    return presentConversation(row);
  }

  /**
   * The viewer's membership of a conversation, or 404. Across a block it stays readable, read-only (issue #54:
   * the blocker may still report what was said); writing checks the block (`openForWriting`).
   */
  async function ownConversation(viewerId: string, conversationId: string) {
    // A malformed id is a conversation that is not there, like any other (never a database error).
    if (!isUuid(conversationId)) throw notFound(directMessageTexts.conversationNotFound);
    const membership = await repository.membership(conversationId, viewerId);
    if (!membership) throw notFound(directMessageTexts.conversationNotFound);
    return membership;
  }

  /** The membership, when neither member blocked the other: the same words either way a block goes. */
  async function openForWriting(viewerId: string, conversationId: string) {
    const membership = await ownConversation(viewerId, conversationId);
    if (await deps.blockedBetween(viewerId, membership.other_id))
      throw forbidden(directMessageTexts.cannotMessage);
    return membership;
  }

  return {
    async listConversations(viewerId: string) {
      const rows = await repository.listConversations(viewerId, directMessageLimits.conversationsMax);
      return { conversations: rows.map(presentConversation) };
    },

    /** Opens (or makes) the conversation with a member, if the viewer may message them. */
    async start(viewerId: string, otherId: string) {
      if (otherId === viewerId) throw badRequest(directMessageTexts.notYourself);
      if (!(await repository.memberExists(otherId))) throw notFound(directMessageTexts.memberNotFound);
      // The same words either way a block goes, and for a suspended member.
      if ((await deps.blockedBetween(viewerId, otherId)) || (await deps.isSuspended(otherId)))
        throw forbidden(directMessageTexts.cannotMessage);
      await checkRecipientAccepts(viewerId, otherId);
      const id =
        (await repository.findBetween(viewerId, otherId))?.conversation_id ??
        (await repository.findOrCreate(viewerId, otherId));
      return conversationOf(viewerId, id);
    },

    async getConversation(viewerId: string, conversationId: string) {
      await ownConversation(viewerId, conversationId);
      return conversationOf(viewerId, conversationId);
    },

    async listMessages(
      viewerId: string,
      conversationId: string,
      query: { before?: number; limit: number },
    ): Promise<MessagesPage> {
      await ownConversation(viewerId, conversationId);
      const rows = await repository.listMessages(conversationId, {
        before: query.before,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const oldest = page[page.length - 1];
      return {
        messages: page.map(presentMessage),
        nextBefore: rows.length > query.limit && oldest ? String(oldest.id) : null,
      };
    },

    async send(viewerId: string, conversationId: string, input: { body: string; imageUrl?: string }) {
      // Membership and blocks (openForWriting), then whether the other member is still there (not suspended)
      // and accepts.
      const membership = await openForWriting(viewerId, conversationId);
      if (
        !(await repository.memberExists(membership.other_id)) ||
        (await deps.isSuspended(membership.other_id))
      )
        throw forbidden(directMessageTexts.cannotMessage);
      await checkRecipientAccepts(viewerId, membership.other_id);
      let photo = null;
      if (input.imageUrl) {
        const parsed = parseMediaUrl(input.imageUrl, deps.publicUrl);
        const upload =
          parsed?.bucket === 'posts'
            ? await repository.findUnattachedPhoto(viewerId, parsed.path)
            : undefined;
        if (!upload) throw badRequest(directMessageTexts.photoNotFound);
        photo = { uploadId: upload.id, path: upload.path, width: upload.width, height: upload.height };
      }
      try {
        const row = await repository.insert({
          conversationId,
          senderId: viewerId,
          recipientId: membership.other_id,
          body: input.body,
          photo,
        });
        return presentMessage(row);
      } catch (error) {
        if (error instanceof PhotoTakenError) throw badRequest(directMessageTexts.photoNotFound);
        throw error;
      }
    },

    async markRead(viewerId: string, conversationId: string, upToId: number) {
      await ownConversation(viewerId, conversationId);
      await repository.markRead(conversationId, viewerId, upToId, conversationPath(conversationId));
      return conversationOf(viewerId, conversationId);
    },

    async deleteMessage(viewerId: string, messageId: number) {
      const deleted = await repository.deleteOwn(messageId, viewerId);
      if (!deleted) throw notFound(directMessageTexts.messageNotFound);
      return { message: directMessageTexts.deleted };
    },

    unreadCount: async (viewerId: string) => ({ count: await repository.unreadCount(viewerId) }),
  };
};

export type MessagesService = ReturnType<typeof createMessagesService>;
