import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const createDevMailboxRepository = (db: Kysely<Database>) => ({
  async store(message: { to: string; subject: string; text: string; html: string; link?: string }) {
    await db
      .insertInto('dev_mailbox')
      .values({
        to_address: message.to.toLowerCase(),
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        link: message.link ?? null,
      })
      .execute();
  },

  listRecent(options: { to?: string; limit: number }) {
    let query = db.selectFrom('dev_mailbox').selectAll().orderBy('id', 'desc').limit(options.limit);
    if (options.to) query = query.where('to_address', '=', options.to.toLowerCase());
    return query.execute();
  },
});
