import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { expectPlannedOnce, plansMadeBy } from '../../test/statement-plans';
import { getTestServer } from '../../test/test-server';
import { createPostsReads } from './read-repository';
import { createPostSearch } from './search-repository';

// Lists shorter than the ten a generic plan guesses: with a list PostgreSQL can count, each of these runs looked
// cheaper planned anew, and was (db/uncounted-list.ts).
const listLengths = [1, 2, 1, 3, 2, 1, 2, 3, 1, 2];

/** 2,000 posts, counted by the planner as a real table is; the first three ids. */
async function seedPosts() {
  const author = await signedInMember({ firstName: 'Plato' });
  const { context } = await getTestServer();
  const { rows } = await sql<{ id: string }>`
    insert into posts (author_id, circle_id, content)
    select ${author.userId}::uuid, 'world', 'planned post ' || i from generate_series(1, 2000) as i
    returning id`.execute(context.database.db);
  await sql`analyze posts`.execute(context.database.db);
  return { ids: rows.slice(0, 3).map((row) => row.id), database: context.database };
}

/** Each list length's ids, sorted: what a read of those ids must find. */
const expectedIds = (ids: string[]) => listLengths.map((length) => ids.slice(0, length).sort());

describe('statements planned once per connection', () => {
  it('the card cache reads cards by id with one generic plan, whatever the number of ids', async () => {
    const { ids, database } = await seedPosts();
    const found: string[][] = [];
    // The cards as every viewer sees them, with their versions (the card cache's read, before and after 0082).
    const plans = await plansMadeBy(database, 'p\\.image_size::text.*u\\.card_version::text', async (db) => {
      const reads = createPostsReads(db);
      for (const length of listLengths) {
        found.push((await reads.loadCards(ids.slice(0, length))).map((loaded) => loaded.card.id).sort());
      }
    });
    expect(found).toEqual(expectedIds(ids));
    expectPlannedOnce(plans, listLengths.length);
  });

  it('a kept search list’s changed posts are read again with one generic plan', async () => {
    const { ids, database } = await seedPosts();
    const found: string[][] = [];
    const plans = await plansMadeBy(database, 'ts_rank.*p\\.id = (any|"listed")', async (db) => {
      const search = createPostSearch(db);
      for (const length of listLengths) {
        found.push(
          (await search.visibleMatches(null, 'planned:*', ids.slice(0, length))).map((m) => m.id).sort(),
        );
      }
    });
    expect(found).toEqual(expectedIds(ids));
    expectPlannedOnce(plans, listLengths.length);
  });
});
