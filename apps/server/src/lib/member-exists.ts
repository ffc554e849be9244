import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether a member with this id exists and is not erased (an erased account's tombstone is nobody). */
export const memberExists = async (db: Kysely<Database>, memberId: string) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', memberId)
    .where('erased_at', 'is', null)
    .executeTakeFirst()) !== undefined;
