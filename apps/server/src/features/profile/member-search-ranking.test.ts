import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { getTestServer } from '../../test/test-server';
import { createProfileRepository } from './repository';

const handles = (body: { members: { userHandle: string }[] }) => body.members.map((m) => m.userHandle);

/** The meaning, written plainly: every match ranked, an exact handle first, then the closest, then by name. */
async function expected(text: string, mode: 'contains' | 'similar') {
  const { context } = await getTestServer();
  const query = text.toLowerCase().replace(/^@/, '');
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return context.database.db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', true)`.execute(trx);
    const { rows } = await sql<{ user_handle: string }>`
      select user_handle from users
      where profile_completed and ${
        mode === 'contains'
          ? sql`(lower(full_name) like ${pattern} or user_handle like ${pattern})`
          : sql`(lower(full_name) % ${query} or user_handle % ${query}
              or ${query} <% lower(full_name) or ${query} <% user_handle)`
      }
      order by user_handle = ${query} desc,
        greatest(similarity(lower(full_name), ${query}), similarity(user_handle, ${query})) desc,
        lower(full_name), id
      limit 20`.execute(trx);
    return rows.map((row) => row.user_handle);
  });
}

describe('GET /api/members?q= with many matches (issue 18)', () => {
  it('ranks as if every match were ranked, when hundreds of members match', async () => {
    const searcher = await signedInMember({ completeProfile: true });
    const { context } = await getTestServer();
    // 600 members with one name pattern, 'Quill Member N' (handle qm_N), as the bench database has 10,000.
    await sql`
      insert into users (email, full_name, first_name, last_name, user_handle, profile_completed)
      select 'quill' || i || '@example.com', 'Quill Member ' || i, 'Quill', 'Member ' || i, 'qm_' || i, true
      from generate_series(0, 599) as i`.execute(context.database.db);

    // The first two read the closest from the trigram GiST indexes; the others have few enough to rank them all.
    const searches: [string, 'contains' | 'similar'][] = [
      ['quill', 'contains'],
      ['Quill Member', 'contains'],
      ['member 1', 'contains'],
      ['@qm_12', 'contains'],
      ['m', 'contains'],
      ['quil membr 7', 'similar'],
      ['quil', 'similar'],
    ];
    for (const [text, mode] of searches) {
      const want = await expected(text, mode);
      expect(want.length, text).toBeGreaterThan(0);
      if (mode === 'contains') {
        const found = await searcher.client.get(`/api/members?q=${encodeURIComponent(text)}`);
        expect(handles(found.body), text).toEqual(want);
      }
      // The similar step is what the service falls back to when nothing contains the text: asked directly.
      const rows = await createProfileRepository(context.database.db).searchByName(text, 20, mode);
      expect(
        rows.map((row) => row.user_handle),
        `${text} (${mode})`,
      ).toEqual(want);
    }
  }, 60_000);
});
