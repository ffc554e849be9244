import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What an erasure hands on or anonymises rather than deletes (issue #37), inside the erasure's transaction and
 * before the member row is renamed:
 * - each circle they created (not personal) goes to its oldest moderator, else its oldest member; with nobody
 *   left in it, it is closed (deleted, with its content);
 * - other members' notifications about them split the name off the text, so they read 'Deleted member';
 * - their reports stay for the moderators, without who sent them or what they wrote;
 * - their arcade games go with their scores.
 */
export async function handOverLeftovers(trx: Transaction<Database>, userId: string) {
  const owned = await trx
    .selectFrom('circles')
    .select('id')
    .where('owner_id', '=', userId)
    .where('type', '!=', 'personal')
    .execute();
  for (const { id: circleId } of owned) {
    const heir = await trx
      .selectFrom('circle_memberships')
      .select('user_id')
      .where('circle_id', '=', circleId)
      .where('user_id', '!=', userId)
      .where('status', '=', 'member')
      .orderBy(sql`case when role = 'moderator' then 0 else 1 end`)
      .orderBy('created_at')
      .orderBy('user_id')
      .limit(1)
      .executeTakeFirst();
    if (!heir) {
      await trx.deleteFrom('circles').where('id', '=', circleId).execute();
      continue;
    }
    await trx.updateTable('circles').set({ owner_id: heir.user_id }).where('id', '=', circleId).execute();
    await trx
      .updateTable('circle_memberships')
      .set({ role: 'owner' })
      .where('circle_id', '=', circleId)
      .where('user_id', '=', heir.user_id)
      .execute();
  }

  await sql`update notifications as n set message_after_actor = substr(n.message, length(u.full_name) + 1)
    from users as u
    where u.id = ${userId} and n.actor_id = u.id and n.message_after_actor is null and u.full_name <> ''
      and starts_with(n.message, u.full_name)`.execute(trx);

  await trx
    .updateTable('reports')
    .set({ reporter_id: null, details: null })
    .where('reporter_id', '=', userId)
    .execute();
  await trx.deleteFrom('arcade_games').where('user_id', '=', userId).execute();
}
