import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Makes the member a member of the circle, on the caller's transaction: a new membership, or a pending invitation
 * turned into membership. Making a member twice changes nothing. Joining, an approved request to join, sign-up's
 * `world` and a personal circle's owner all go through here.
 */
export const makeMember = (trx: Kysely<Database>, circleId: string, userId: string) =>
  trx
    .insertInto('circle_memberships')
    .values({ circle_id: circleId, user_id: userId, status: 'member', invited_by: null })
    .onConflict((conflict) => conflict.columns(['circle_id', 'user_id']).doUpdateSet({ status: 'member' }))
    .execute();
