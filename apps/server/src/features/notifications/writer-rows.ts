import type { NotificationText } from '@circles/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema';
import { canSeeContentSql } from '../../lib/circle-access';
import { textsIn } from '../../lib/i18n';
import { messageAfterActor } from '../../lib/notification-message';
import { textColumns } from '../../lib/notification-words';
import { announceNotifications } from '../../realtime/notification-hub';

/** What every notification event shares (writer.ts): the rows, who may hear of them, and their delivery. */

export type Executor = Transaction<Database> | Kysely<Database>;
export type NewNotification = Pick<
  NotificationsTable,
  'user_id' | 'type' | 'action_url' | 'circle_id' | 'actor_id' | 'dedupe_key'
> & {
  /** What it says (issue #53): kept as its key and values, and as English in title and message. */
  text: NotificationText;
};

export const postUrl = (circleId: string, postId: string) => `/circles/${circleId}/posts/${postId}`;

/**
 * Drops the notifications whose recipient muted their actor or their circle, or where recipient and actor
 * blocked each other either way (issue #17: no mention, comment or like reaches across a block); nobody is told.
 */
async function withoutMuted(trx: Executor, allRows: NewNotification[]) {
  const rows = await withoutBlocked(trx, allRows);
  if (rows.length === 0) return rows;
  const recipients = [...new Set(rows.map((row) => row.user_id))];
  const muted = await trx
    .selectFrom('mutes')
    .select(['user_id', 'target_type', 'target_id'])
    .where('user_id', 'in', recipients)
    .execute();
  if (muted.length === 0) return rows;
  const mutedBy = new Set(muted.map((mute) => `${mute.user_id}|${mute.target_type}|${mute.target_id}`));
  return rows.filter(
    (row) =>
      !(row.actor_id && mutedBy.has(`${row.user_id}|member|${row.actor_id}`)) &&
      !(row.circle_id && mutedBy.has(`${row.user_id}|circle|${row.circle_id}`)),
  );
}

async function withoutBlocked(trx: Executor, rows: NewNotification[]) {
  const actors = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
  if (actors.length === 0) return rows;
  const blocks = await trx
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', 'in', actors), eb('blocked_id', 'in', actors)]))
    .execute();
  if (blocks.length === 0) return rows;
  const pairs = new Set(
    blocks.flatMap((b) => [`${b.blocker_id}|${b.blocked_id}`, `${b.blocked_id}|${b.blocker_id}`]),
  );
  return rows.filter((row) => !(row.actor_id && pairs.has(`${row.user_id}|${row.actor_id}`)));
}

/**
 * The rows as stored: the text's key and values, its English, and the English after each actor's name apart, so
 * the name is read from the member row when shown (issue #37).
 */
async function asStored(trx: Executor, rows: NewNotification[]) {
  const actors = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
  const users =
    actors.length === 0
      ? []
      : await trx.selectFrom('users').select(['id', 'full_name']).where('id', 'in', actors).execute();
  const names = new Map(users.map((user) => [user.id, user.full_name]));
  const english = textsIn('en');
  return rows.map(({ text, ...row }) => {
    const actor = row.actor_id ? names.get(row.actor_id) : undefined;
    const columns = textColumns(english, text, actor);
    return {
      ...row,
      ...columns,
      message_after_actor: actor ? messageAfterActor(columns.message, actor) : null,
    };
  });
}

export async function insertAndAnnounce(trx: Executor, allRows: NewNotification[]) {
  if (allRows.length === 0) return [];
  const rows = await withoutMuted(trx, allRows);
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('notifications')
    .values(await asStored(trx, rows))
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing(),
    )
    .returning('id')
    .execute();
  await announceNotifications(
    trx,
    inserted.map((row) => row.id),
  );
  return inserted;
}

/** Of these members, the ones who may see the circle's content (the circle access rule, per member). */
export async function whoCanSee(trx: Executor, circleId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await trx
    .selectFrom('users as u')
    .innerJoin('circles as c', (join) => join.on('c.id', '=', circleId))
    .select('u.id')
    .where('u.id', 'in', userIds)
    .where(canSeeContentSql('c', { column: 'u.id' }))
    .execute();
  return rows.map((row) => row.id);
}

export async function usersByHandles(trx: Executor, handles: string[]) {
  if (handles.length === 0) return [];
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('user_handle', 'in', handles.slice(0, 20))
    .execute();
  return rows.map((row) => row.id);
}
