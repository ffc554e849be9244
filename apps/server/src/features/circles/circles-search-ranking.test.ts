import { recentActivityDays } from '@circles/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTypoTolerance } from '../../lib/typo-tolerance';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';
import { getTestServer } from '../../test/test-server';

/** The meaning, written plainly: every visible match ordered by all the keys, its activity counted for each. */
async function expected(viewerId: string, text: string, mode: 'contains' | 'similar') {
  const { context } = await getTestServer();
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  // Typos are judged with the threshold people search uses too.
  return withTypoTolerance(context.database.db, async (trx) => {
    const { rows } = await sql<{ id: string }>`
    select c.id from circles as c
    left join circle_memberships as mine on mine.circle_id = c.id and mine.user_id = ${viewerId}::uuid
    where ${
      mode === 'contains'
        ? sql`(c.name ilike ${pattern} or c.description ilike ${pattern})`
        : sql`(lower(c.name) % lower(${text}) or lower(${text}) <% lower(c.name))`
    }
      and (c.type = 'public' or (c.type = 'private' and mine.status is not null)
        or (c.type = 'personal' and c.owner_id = ${viewerId}::uuid))
    order by c.name ilike ${pattern} desc,
      case when c.name ilike ${pattern} then 1 else word_similarity(lower(${text}), lower(c.name)) end desc,
      (select count(*) from posts as p where p.circle_id = c.id
        and p.created_at > now() - make_interval(days => ${recentActivityDays})) desc,
      (select count(*) from circle_memberships as m where m.circle_id = c.id and m.status = 'member') desc,
      lower(c.name), c.id
    limit 20`.execute(trx);
    return rows.map((row) => row.id);
  });
}

describe('circle search with many equally close names (issue 18)', () => {
  it('orders them by activity and members as if every match were counted', async () => {
    const owner = await signedInMember({ firstName: 'Otto' });
    const viewer = await signedInMember({ firstName: 'Vic' });
    const hidden = await createCircle(owner.client, { type: 'private', name: 'Tiebreak hidden' });
    const { context } = await getTestServer();
    const db = context.database.db;
    // 40 public 'Tiebreak N' circles: the week's posts vary (some tie), older posts do not count, members vary.
    await sql`
      insert into circles (id, name, description, type, owner_id)
      select 'tiebreak-' || i, 'Tiebreak ' || i, 'Gathers tiebreak fans', 'public', ${owner.userId}::uuid
      from generate_series(0, 39) as i`.execute(db);
    await sql`
      insert into posts (author_id, circle_id, content, created_at)
      select ${owner.userId}::uuid, 'tiebreak-' || i, 'week post', now() - make_interval(hours => k)
      from generate_series(0, 39) as i, generate_series(1, 12) as k where k <= (i * 7) % 11
      union all
      select ${owner.userId}::uuid, 'tiebreak-' || i, 'old post', now() - make_interval(days => 9)
      from generate_series(0, 39) as i where i % 3 = 0`.execute(db);
    await sql`
      insert into circle_memberships (circle_id, user_id, status)
      select 'tiebreak-' || i, ${viewer.userId}::uuid, 'member' from generate_series(0, 39) as i where i % 4 = 0
      union all
      select ${hidden}, ${viewer.userId}::uuid, 'pending'`.execute(db);

    const searches: [string, 'contains' | 'similar'][] = [
      ['tiebreak', 'contains'],
      ['Tiebreak 1', 'contains'],
      ['fans', 'contains'],
      ['tiebrek', 'similar'],
      ['tybreak 3', 'similar'],
    ];
    for (const [text, mode] of searches) {
      const want = await expected(viewer.userId, text, mode);
      expect(want.length, text).toBeGreaterThan(1);
      const found = await viewer.client.get(`/api/circles/discover?q=${encodeURIComponent(text)}`);
      expect(found.status).toBe(200);
      // The service falls back to near names only when no name or description contains the text.
      if (mode === 'similar') expect(await expected(viewer.userId, text, 'contains')).toEqual([]);
      expect(
        found.body.map((circle: { id: string }) => circle.id),
        text,
      ).toEqual(want);
    }
  }, 60_000);
});
