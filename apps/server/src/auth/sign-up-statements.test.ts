import { type KyselyPlugin, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildAccount, signedInMember } from '../test/accounts';
import { clearRateLimits } from '../test/test-database';
import { getTestServer } from '../test/test-server';

const compiler = new PostgresQueryCompiler();

/** Records the SQL text of every query that goes through Kysely (values stay parameters). */
const recorder = (statements: string[]): KyselyPlugin => ({
  transformQuery: ({ node, queryId }) => {
    statements.push(compiler.compileQuery(node, queryId).sql);
    return node;
  },
  transformResult: async ({ result }) => result,
});

const savepoint = 'savepoint rehearsal';
const rollback = 'rollback to savepoint rehearsal';

/**
 * The statements of each of the rehearsal's undone savepoints, and the others (in order). A later commit first
 * writes again what its rows need from an earlier one (the throwaway user, the invitation's claim): left out.
 */
function undoneBlocks(statements: string[]) {
  const blocks: string[][] = [];
  const rest: string[] = [];
  let block: string[] | undefined;
  for (const text of statements) {
    if (text === savepoint) block = [];
    else if (text === rollback && block) {
      blocks.push(block);
      block = undefined;
    } else (block ?? rest).push(text);
  }
  const firsts = new Set<string>();
  const own = blocks.map((statements) => {
    const kept = statements.filter((text) => !firsts.has(text));
    firsts.add(statements[0] ?? '');
    return kept;
  });
  return { blocks, own, rest };
}

/** The known address's statements, each commit's undone block put back in its place without the repeats. */
function asSignUp(known: string[]) {
  const { own, rest } = undoneBlocks(known);
  const start = known.indexOf(savepoint);
  return [...rest.slice(0, start), ...own.flat(), ...rest.slice(start)];
}

async function recordedSignUps() {
  const server = await getTestServer();
  await server.reset();
  const statements: string[] = [];
  const { db } = server.context.database;
  // The real app (routes, auth, services) on the worker's database, every query recorded.
  const database = { ...server.context.database, db: db.withPlugin(recorder(statements)) };
  const { app } = createApp({ ...server.context, database });
  const { publicUrl } = server.context.config;
  const signUp = async (email: string, inviteToken?: string) => {
    await clearRateLimits(server.context.database);
    statements.length = 0;
    const response = await app.fetch(
      new Request(`${publicUrl}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin: publicUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ ...buildAccount(), email, inviteToken }),
      }),
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(response.status).toBe(200);
    return [...statements];
  };
  // The first sign-up also reads better-auth's schema once.
  await signUp(buildAccount().email);
  return { db, signUp };
}

describe('sign-up rehearsal', () => {
  it('a known email runs the statements a new email runs, in as many commits (the timing equaliser cannot drift)', async () => {
    const { db, signUp } = await recordedSignUps();
    // Both paths find one Ada Lovelace handle taken (the known one's by its owner), so each looks a handle up twice.
    const email = buildAccount().email;
    const fresh = await signUp(email);
    const known = await signUp(email);

    expect(fresh.some((text) => text.startsWith('insert into "users"'))).toBe(true);
    expect(fresh.some((text) => text.startsWith('insert into "circles"'))).toBe(true);
    // The rehearsal commits as often as sign-up, which writes the user, the credential and the circles each in a
    // transaction of its own (a commit flushes the WAL, decision 0078): one undone savepoint per commit.
    const { blocks } = undoneBlocks(known);
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(block[0]).toMatch(/^insert into "users"/);
    expect(asSignUp(known)).toEqual(fresh);
    // And the rehearsal left nothing behind.
    const users = await db.selectFrom('users').select('email').where('email', 'like', '%@invalid').execute();
    expect(users).toEqual([]);
  });

  it('with an invitation link, its claim and bind are rehearsed too, each in its own commit', async () => {
    const { db, signUp } = await recordedSignUps();
    const { client } = await signedInMember();
    const link = async () => ((await client.post('/api/invitations')).body as { token: string }).token;
    const email = buildAccount().email;
    const fresh = await signUp(email, await link());
    const known = await signUp(email, await link());

    const { blocks } = undoneBlocks(known);
    // The claim, the user, the credential, the circles, the bind.
    expect(blocks).toHaveLength(5);
    expect(blocks[0]?.[0]).toMatch(/^update "invitations"/);
    expect(blocks[4]?.at(-1)).toMatch(/^update "invitations"/);
    expect(asSignUp(known)).toEqual(fresh);
    // The known address left its link for someone new.
    const unused = await db.selectFrom('invitations').select('id').where('used_at', 'is', null).execute();
    expect(unused).toHaveLength(1);
  });
});
