// The upgrade test's last part (scripts/upgrade-test.ts): the release before runs on the upgraded schema, beside
// HEAD (a rolling upgrade, PostgreSQL) and then alone (a rollback), reading and writing what the other wrote.
import type { Member, Written } from './seed';
import { type Running, readiness, startServer } from './servers';

/** A member's request to any process: the session cookie works on each, writes carry that process's origin. */
async function as(member: Member, server: Running, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      cookie: member.client.cookieHeader(),
      origin: server.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok)
    throw new Error(`${method} ${pathname} on ${server.url}: ${response.status} ${JSON.stringify(json)}`);
  return json ?? {};
}

/** The photos written before the upgrade, each answered 200 by `server`. */
async function photosServed(server: Running, written: Written[]) {
  for (const file of written.filter((entry) => entry.kind === 'image')) {
    const response = await fetch(`${server.url}${file.url}`, {
      headers: { cookie: file.reader.client.cookieHeader() },
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) {
      throw new Error(
        `${file.url} answered ${response.status} on ${server.url}: ${body.toString().slice(0, 200)}\n${server.output().slice(-1500)}`,
      );
    }
  }
}

/** A post written on one process, seen (with a comment written on the other) from both. */
async function writeAcross(writer: Running, reader: Running, members: Member[], label: string) {
  const [author, commenter] = members;
  if (!author || !commenter) throw new Error('two members needed');
  const post = await as(author, writer, 'POST', '/api/posts', {
    circleId: 'world',
    content: `Written ${label}`,
  });
  await as(commenter, reader, 'POST', `/api/posts/${post.id}/comments`, { content: `Answered ${label}` });
  const feed = await as(commenter, reader, 'GET', '/api/feed/circles/world');
  if (!JSON.stringify(feed).includes(`Written ${label}`))
    throw new Error(`${reader.url} does not show the post ${label}`);
  const comments = await as(author, writer, 'GET', `/api/posts/${post.id}/comments`);
  if (!JSON.stringify(comments).includes(`Answered ${label}`))
    throw new Error(`${writer.url} does not show the comment ${label}`);
}

export async function rollingAndRollback(input: {
  root: string;
  oldTree: string;
  version: string;
  env: Record<string, string>;
  members: Member[];
  written: Written[];
  postgres: boolean;
  step: (text: string) => void;
}) {
  const { env, version } = input;
  const old = await startServer(input.oldTree, env, `release ${version} on the upgraded schema`);
  try {
    await readiness(old.url, 200, 30_000);
    if (input.postgres) {
      // Rolling: both releases at once on one schema, each writing what the other reads.
      const head = await startServer(input.root, env, 'HEAD beside the release');
      try {
        await readiness(head.url, 200, 30_000);
        await writeAcross(old, head, input.members, `by ${version} beside HEAD`);
        await writeAcross(head, old, input.members, `by HEAD beside ${version}`);
      } finally {
        await head.stop();
      }
      input.step(
        `rolling upgrade: ${version} and HEAD served one schema together, each reading the other's writes`,
      );
    }
    // Rollback: the release alone on HEAD's schema and media.
    await photosServed(old, input.written);
    await writeAcross(old, old, input.members, `by ${version} after a rollback`);
    input.step(`rollback: ${version} alone on the upgraded schema serves the photos and takes writes`);
  } finally {
    await old.stop();
  }
}
