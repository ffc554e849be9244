import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { expectPlannedOnce, plansMadeBy } from '../../test/statement-plans';
import { getTestServer } from '../../test/test-server';
import { createPushRepository } from './repository';

describe('claiming new notifications to push', () => {
  it('is planned once per connection, whatever the number of notifications (db/uncounted-list.ts)', async () => {
    const member = await signedInMember({ firstName: 'Pia' });
    const { context } = await getTestServer();
    const { rows } = await sql<{ id: number }>`
      insert into notifications (user_id, type, title, message)
      select ${member.userId}::uuid, 'other', 'Note ' || i, 'A note' from generate_series(1, 2000) as i
      returning id`.execute(context.database.db);
    await sql`analyze notifications`.execute(context.database.db);
    const ids = rows.map((row) => row.id);
    const lengths = [1, 2, 1, 3, 2, 1, 2, 3, 1, 2];
    const claimed: number[] = [];
    const plans = await plansMadeBy(
      context.database,
      '^\\s*update notifications as n set pushed_at',
      async (db) => {
        const push = createPushRepository(db);
        for (const [at, length] of lengths.entries()) {
          claimed.push(...(await push.claim(ids.slice(at * 3, at * 3 + length))).map((row) => row.id));
        }
      },
    );
    // The member has no push subscription: nothing is claimed, and nothing is stamped.
    expect(claimed).toEqual([]);
    expectPlannedOnce(plans, lengths.length);
  });
});
