import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { oneSession } from '../../test/statement-plans';
import { getTestServer } from '../../test/test-server';
import { createPostsReads } from './read-repository';
import { createPostSearch } from './search-repository';

// Lists shorter than the ten a generic plan guesses: with a list PostgreSQL can count, each of these runs looked
// cheaper planned anew, and was (db/uncounted-list.ts).
const listLengths = [1, 2, 1, 3, 2, 1, 2, 3, 1, 2];

async function seedPosts() {
  const author = await signedInMember({ firstName: 'Plato' });
  const { context } = await getTestServer();
  const { rows } = await sql<{ id: string }>`
    insert into posts (author_id, circle_id, content)
    select ${author.userId}::uuid, 'world', 'planned post ' || i from generate_series(1, 2000) as i
    returning id`.execute(context.database.db);
  // Counted by the planner, as a real table is, so a list of one id looks cheaper than the ten it guesses.
  await sql`analyze posts`.execute(context.database.db);
  return { ids: rows.slice(0, 3).map((row) => row.id), database: context.database };
}

describe('statements planned once per connection', () => {
  it('the card cache reads cards by id with one generic plan, whatever the number of ids', async () => {
    const { ids, database } = await seedPosts();
    const session = await oneSession(database);
    try {
      const reads = createPostsReads(session.db);
      const found: string[][] = [];
      // The cards as every viewer sees them, with their versions (the card cache's read, before and after 0082).
      const plans = await session.plansOf('p\\.image_size::text.*u\\.card_version::text', async () => {
        for (const length of listLengths) {
          const cards = await reads.loadCards(ids.slice(0, length));
          found.push(cards.map((loaded) => loaded.card.id).sort());
        }
      });
      expect(found).toEqual(listLengths.map((length) => ids.slice(0, length).sort()));
      // PostgreSQL plans a prepared statement's first five runs with their values, then keeps the generic plan.
      expect(plans.custom).toBeLessThanOrEqual(5);
      expect(plans.generic).toBeGreaterThanOrEqual(listLengths.length - 5);
    } finally {
      await session.close();
    }
  });

  it('a kept search list’s changed posts are read again with one generic plan', async () => {
    const { ids, database } = await seedPosts();
    const session = await oneSession(database);
    try {
      const search = createPostSearch(session.db);
      const found: string[][] = [];
      const plans = await session.plansOf('ts_rank.*p\\.id = (any|listed)', async () => {
        for (const length of listLengths) {
          const matches = await search.visibleMatches(null, 'planned:*', ids.slice(0, length));
          found.push(matches.map((match) => match.id).sort());
        }
      });
      expect(found).toEqual(listLengths.map((length) => ids.slice(0, length).sort()));
      expect(plans.custom).toBeLessThanOrEqual(5);
      expect(plans.generic).toBeGreaterThanOrEqual(listLengths.length - 5);
    } finally {
      await session.close();
    }
  });
});
