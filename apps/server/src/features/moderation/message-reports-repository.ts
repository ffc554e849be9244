import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** How many messages before and after a reported one a moderator sees (never the whole conversation). */
export const messageNeighbours = 3;

export type ExcerptRow = {
  id: number;
  sender_name: string;
  body: string;
  has_photo: boolean;
  created_at: string;
};

const isMessageId = (id: string) => /^\d{1,15}$/.test(id);

/**
 * Reported direct messages (issue #40), composed into the moderation repository: a member may report a message
 * of a conversation they are in; a moderator sees it with its neighbours only (3 before, 3 after).
 */
export const createMessageReportsRepository = (db: Kysely<Database>) => ({
  /** The message's sender, when the member is in its conversation; undefined otherwise. */
  async findReportableMessage(messageId: string, viewerId: string) {
    if (!isMessageId(messageId)) return undefined;
    return db
      .selectFrom('messages as m')
      .innerJoin('conversation_members as cm', 'cm.conversation_id', 'm.conversation_id')
      .select(['m.id', 'm.sender_id'])
      .where('m.id', '=', Number(messageId))
      .where('cm.user_id', '=', viewerId)
      .executeTakeFirst();
  },

  /** Reported messages with their sender and their neighbours in the conversation, oldest first. */
  async findMessages(ids: string[]) {
    const messageIds = ids.filter(isMessageId).map(Number);
    if (messageIds.length === 0) return [];
    const neighbour = (where: ReturnType<typeof sql>, order: 'asc' | 'desc', limit: number) => sql`
      (select n.id, s.full_name as sender_name, n.body, n.image_path is not null as has_photo, n.created_at
       from messages as n join users as s on s.id = n.sender_id
       where n.conversation_id = m.conversation_id and ${where}
       order by n.id ${sql.raw(order)} limit ${limit})`;
    const { rows } = await sql<{
      id: string;
      content: string;
      circle_id: null;
      circle_owner_id: null;
      user_id: string;
      full_name: string;
      user_handle: string;
      avatar_url: string | null;
      excerpt: ExcerptRow[];
    }>`
      select m.id::text as id, case when m.body = '' then '[Photo]' else m.body end as content,
             null as circle_id, null as circle_owner_id,
             u.id as user_id, u.full_name, u.user_handle, u.avatar_url,
             (select json_agg(x order by x.id) from (
                ${neighbour(sql`n.id < m.id`, 'desc', messageNeighbours)}
                union all ${neighbour(sql`n.id = m.id`, 'asc', 1)}
                union all ${neighbour(sql`n.id > m.id`, 'asc', messageNeighbours)}) as x) as excerpt
      from messages as m join users as u on u.id = m.sender_id
      where m.id = any(${sql.val(messageIds)}::bigint[])`.execute(db);
    return rows;
  },

  /**
   * A site moderator's removal: the text and photo go (the photo is detached, and the orphan sweep deletes it),
   * the row stays so both members see it was removed; the notification that brought it goes too.
   */
  async removeMessage(messageId: string) {
    if (!isMessageId(messageId)) return;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('messages')
        .set({ body: '', image_path: null, image_width: null, image_height: null, removed_at: new Date() })
        .where('id', '=', Number(messageId))
        .execute();
      await trx
        .updateTable('media_uploads')
        .set({ message_id: null })
        .where('message_id', '=', Number(messageId))
        .execute();
      await trx.deleteFrom('notifications').where('dedupe_key', '=', `message:${messageId}`).execute();
    });
  },
});
