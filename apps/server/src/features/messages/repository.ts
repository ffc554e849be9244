import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notBlockedWith } from '../../lib/blocks-sql';
import { memberExists } from '../../lib/member-exists';
import { unheldUpload } from '../../lib/unheld-upload';
import type { newMessage } from '../notifications/writer-messages';

export type NewMessage = {
  conversationId: string;
  senderId: string;
  recipientId: string;
  body: string;
  photo: { uploadId: string; path: string; width: number | null; height: number | null } | null;
};

const columns = [
  'id',
  'conversation_id',
  'sender_id',
  'body',
  'image_path',
  'image_width',
  'image_height',
  'created_at',
  'removed_at',
] as const;

export type ConversationRow = {
  id: string;
  other_id: string;
  other_name: string;
  other_handle: string | null;
  other_avatar_url: string | null;
  other_last_read_id: number;
  unread_count: number;
  last_id: number | null;
  last_sender_id: string | null;
  last_body: string | null;
  last_image_path: string | null;
  last_image_width: number | null;
  last_image_height: number | null;
  last_created_at: Date | null;
  last_removed_at: Date | null;
  /** The viewer blocked the other member / was blocked by them (issue #54: the conversation stays, read-only). */
  blocked_by_me: boolean;
  blocked_me: boolean;
};

const blockedByMe = sql<boolean>`exists (select 1 from blocks as b
  where b.blocker_id = me.user_id and b.blocked_id = me.other_id)`;
const blockedMe = sql<boolean>`exists (select 1 from blocks as b
  where b.blocker_id = me.other_id and b.blocked_id = me.user_id)`;

/** Direct messages (issue #40): conversations of two members, their messages and read marks. */
export const createMessagesRepository = (db: Kysely<Database>, notify: { newMessage: typeof newMessage }) => {
  /**
   * The viewer's conversations (or one), newest message first, with the other member, the unread count and the
   * blocks between them. A blocker keeps the conversation listed, to read and report what was said (issue #54);
   * a blocked member's list leaves out whoever blocked them, as every other list does.
   */
  const listRows = async (userId: string, options: { conversationId?: string; limit: number }) => {
    const only = options.conversationId
      ? sql`and me.conversation_id = ${options.conversationId}::uuid`
      : sql`and last.id is not null and not ${blockedMe}`;
    const { rows } = await sql<ConversationRow>`
      select me.conversation_id as id, me.other_id, u.full_name as other_name, u.user_handle as other_handle,
             u.avatar_url as other_avatar_url, coalesce(them.last_read_id, 0) as other_last_read_id,
             (select count(*)::int from messages as x where x.conversation_id = me.conversation_id
                and x.id > me.last_read_id and x.sender_id <> me.user_id) as unread_count,
             last.id as last_id, last.sender_id as last_sender_id, last.body as last_body,
             last.image_path as last_image_path, last.image_width as last_image_width,
             last.image_height as last_image_height, last.created_at as last_created_at,
             last.removed_at as last_removed_at, ${blockedByMe} as blocked_by_me, ${blockedMe} as blocked_me
      from conversation_members as me
      join users as u on u.id = me.other_id
      left join conversation_members as them
        on them.conversation_id = me.conversation_id and them.user_id = me.other_id
      join conversations as c on c.id = me.conversation_id
      left join lateral (select * from messages as l where l.conversation_id = me.conversation_id
                         order by l.id desc limit 1) as last on true
      where me.user_id = ${userId}::uuid ${only}
      order by c.last_message_at desc, c.id
      limit ${options.limit}`.execute(db);
    return rows;
  };

  return {
    memberExists: (userId: string) => memberExists(db, userId),

    listConversations: (userId: string, limit: number) => listRows(userId, { limit }),

    async findConversation(userId: string, conversationId: string) {
      const [row] = await listRows(userId, { conversationId, limit: 1 });
      return row;
    },

    findBetween: (userId: string, otherId: string) =>
      db
        .selectFrom('conversation_members')
        .select('conversation_id')
        .where('user_id', '=', userId)
        .where('other_id', '=', otherId)
        .executeTakeFirst(),

    /** The conversation of the two members, made on first use (a race between them makes one). */
    async findOrCreate(userId: string, otherId: string) {
      return db.transaction().execute(async (trx) => {
        // Both rows are locked in the same order whoever starts, so two first messages at once make one.
        await sql`select pg_advisory_xact_lock(hashtext(${[userId, otherId].sort().join(':')}))`.execute(trx);
        const existing = await trx
          .selectFrom('conversation_members')
          .select('conversation_id')
          .where('user_id', '=', userId)
          .where('other_id', '=', otherId)
          .executeTakeFirst();
        if (existing) return existing.conversation_id;
        const conversation = await trx
          .insertInto('conversations')
          .defaultValues()
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('conversation_members')
          .values([
            { conversation_id: conversation.id, user_id: userId, other_id: otherId },
            { conversation_id: conversation.id, user_id: otherId, other_id: userId },
          ])
          .execute();
        return conversation.id;
      });
    },

    /** The viewer's place in a conversation: who the other member is; undefined when not theirs. */
    membership: (conversationId: string, userId: string) =>
      db
        .selectFrom('conversation_members')
        .select(['other_id', 'last_read_id'])
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** A page of a conversation's messages, newest first, older than `before` (keyset on the id). */
    listMessages: (conversationId: string, options: { before?: number; limit: number }) => {
      let query = db.selectFrom('messages').select(columns).where('conversation_id', '=', conversationId);
      if (options.before) query = query.where('id', '<', options.before);
      return query.orderBy('id', 'desc').limit(options.limit).execute();
    },

    /** The sender's unattached photo upload at this path, if it is one. */
    findUnattachedPhoto: (ownerId: string, path: string) =>
      db
        .selectFrom('media_uploads')
        .select(['id', 'path', 'width', 'height'])
        .where('owner_id', '=', ownerId)
        .where('bucket', '=', 'posts')
        .where('kind', '=', 'image')
        .where('path', '=', path)
        .where(unheldUpload())
        .executeTakeFirst(),

    /**
     * Inserts the message, attaches its photo, moves the conversation up, counts it read by its sender and tells
     * the recipient (a notification row: the live stream, its replay and Web Push carry it), in one transaction.
     * Undefined when the photo was taken meanwhile.
     */
    insert: (message: NewMessage) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('messages')
          .values({
            conversation_id: message.conversationId,
            sender_id: message.senderId,
            body: message.body,
            image_path: message.photo?.path ?? null,
            image_width: message.photo?.width ?? null,
            image_height: message.photo?.height ?? null,
          })
          .returning(columns)
          .executeTakeFirstOrThrow();
        if (message.photo) {
          const attached = await trx
            .updateTable('media_uploads')
            .set({ message_id: row.id })
            .where('id', '=', message.photo.uploadId)
            .where(unheldUpload())
            .returning('id')
            .executeTakeFirst();
          if (!attached) throw new PhotoTakenError();
        }
        await trx
          .updateTable('conversations')
          .set({ last_message_at: row.created_at })
          .where('id', '=', message.conversationId)
          .execute();
        await trx
          .updateTable('conversation_members')
          .set({ last_read_id: row.id })
          .where('conversation_id', '=', message.conversationId)
          .where('user_id', '=', message.senderId)
          .execute();
        await notify.newMessage(trx, {
          messageId: row.id,
          conversationId: message.conversationId,
          senderId: message.senderId,
          recipientId: message.recipientId,
        });
        return row;
      }),

    /**
     * Marks the conversation read up to `upToId` (never backwards, never past its newest message), and the
     * notifications that brought those messages.
     */
    async markRead(conversationId: string, userId: string, upToId: number, actionUrl: string) {
      await db.transaction().execute(async (trx) => {
        await sql`update conversation_members set last_read_id = greatest(last_read_id,
            least(${upToId}::bigint, coalesce((select max(id) from messages where conversation_id = ${conversationId}::uuid), 0)))
          where conversation_id = ${conversationId}::uuid and user_id = ${userId}::uuid`.execute(trx);
        await trx
          .updateTable('notifications')
          .set({ read: true, read_at: new Date() })
          .where('user_id', '=', userId)
          .where('action_url', '=', actionUrl)
          .where('read', '=', false)
          .execute();
      });
    },

    /** Deletes the sender's own message and the notification that brought it; its photo is detached (swept later). */
    async deleteOwn(messageId: number, senderId: string) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('messages')
          .where('id', '=', messageId)
          .where('sender_id', '=', senderId)
          .returning(['id', 'conversation_id'])
          .executeTakeFirst();
        if (row)
          await trx.deleteFrom('notifications').where('dedupe_key', '=', `message:${row.id}`).execute();
        return row;
      });
    },

    /** How many messages from others the member has not read, over all conversations. */
    async unreadCount(userId: string) {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from conversation_members as me
        join messages as x on x.conversation_id = me.conversation_id
          and x.id > me.last_read_id and x.sender_id <> me.user_id
        where me.user_id = ${userId}::uuid and ${notBlockedWith(userId, 'me.other_id')}`.execute(db);
      return rows[0]?.count ?? 0;
    },
  };
};

/** The photo was attached elsewhere between the check and the insert. */
export class PhotoTakenError extends Error {}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
export type MessageRow = Awaited<ReturnType<MessagesRepository['listMessages']>>[number];
