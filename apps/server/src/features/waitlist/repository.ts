import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const createWaitlistRepository = (db: Kysely<Database>) => ({
  /** Inserts the email; returns false when it is already on the list. */
  async addEmail(email: string): Promise<boolean> {
    const inserted = await db
      .insertInto('waitlist')
      .values({ email })
      .onConflict((conflict) => conflict.constraint('waitlist_email_unique').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },
});
