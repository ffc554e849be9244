import { type KyselyPlugin, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildAccount } from '../test/accounts';
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

/** The statements of each of the rehearsal's undone savepoints, and the others (in order). */
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
  return { blocks, rest };
}

describe('sign-up rehearsal', () => {
  it('a known email runs the statements a new email runs, in as many commits (the timing equaliser cannot drift)', async () => {
    const server = await getTestServer();
    await server.reset();
    const statements: string[] = [];
    const { db } = server.context.database;
    // The real app (routes, auth, services) on the worker's database, every query recorded.
    const database = { ...server.context.database, db: db.withPlugin(recorder(statements)) };
    const { app } = createApp({ ...server.context, database });
    const { publicUrl } = server.context.config;
    const signUp = async (email: string) => {
      await clearRateLimits(server.context.database);
      statements.length = 0;
      const response = await app.fetch(
        new Request(`${publicUrl}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { origin: publicUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ ...buildAccount(), email }),
        }),
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      );
      expect(response.status).toBe(200);
      return [...statements];
    };
    // The first sign-up also reads better-auth's schema once. After it, both paths take one Ada Lovelace handle
    // taken (the known one's by its owner), so each looks a handle up twice.
    await signUp(buildAccount().email);
    const email = buildAccount().email;
    const fresh = await signUp(email);
    const known = await signUp(email);

    expect(fresh.some((text) => text.startsWith('insert into "users"'))).toBe(true);
    expect(fresh.some((text) => text.startsWith('insert into "circles"'))).toBe(true);
    // The rehearsal commits as often as sign-up, which writes the user, the credential and the circles each in a
    // transaction of its own (a commit flushes the WAL, decision 0078): one undone savepoint per commit.
    const { blocks, rest } = undoneBlocks(known);
    expect(blocks).toHaveLength(3);
    // A later commit writes the throwaway user again first (its rows need it); without that, the same statements.
    for (const block of blocks) expect(block[0]).toMatch(/^insert into "users"/);
    const start = known.indexOf(savepoint);
    expect([
      ...rest.slice(0, start),
      ...blocks.flatMap((block, i) => block.slice(i === 0 ? 0 : 1)),
      ...rest.slice(start),
    ]).toEqual(fresh);
    // And the rehearsal left nothing behind.
    const users = await db.selectFrom('users').select('email').where('email', 'like', '%@invalid').execute();
    expect(users).toEqual([]);
  });
});
