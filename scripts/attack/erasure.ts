// Issue #37: what an erasure used to leave behind. A member who created a public circle, commented on another's
// post and reported it asks for deletion; the data directory moves the grace period's end (and the erasure job's
// next run) into the past while the server is stopped; the restarted server erases them.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expectStatus, expectThat } from './holes';
import type { Client } from './http';
import type { Tally } from './matrix';
import { newMember } from './scene';

const reportText = 'ERASED-REPORTER-TEXT';

export async function prepareErasure(base: string, tally: Tally) {
  const leaving = await newMember(base, 'leaving');
  const heir = await newMember(base, 'heir');
  const circle = await leaving.client.json('POST', '/api/circles', { name: 'Leaving club', type: 'public' });
  const circleId = (circle.json as { id: string }).id;
  await heir.client.json('POST', `/api/circles/${circleId}/join`);
  const post = await heir.client.json('POST', '/api/posts', {
    circleId: 'world',
    content: 'The heir’s post',
  });
  const postId = (post.json as { id: string }).id;
  await leaving.client.json('POST', `/api/posts/${postId}/comments`, { content: 'Goodbye' });
  await leaving.client.json('POST', '/api/reports', {
    targetType: 'post',
    targetId: postId,
    reason: 'other',
    details: reportText,
  });
  const me = (await leaving.client.send('GET', '/api/me')).json as { fullName: string };
  const deletion = await leaving.client.json('POST', '/api/me/deletion', { password: 'Correct1horse' });
  expectStatus(tally, 'asking for deletion', deletion.status, 200);
  return { leavingId: leaving.userId, leavingName: me.fullName, heir: heir.client, circleId, postId };
}

/** With the server stopped: push subscriptions of a signed-out session are gone; the erasure falls due now. */
export async function makeErasureDue(dataDir: string, leavingId: string, pushUserId: string, tally: Tally) {
  const db = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    const push = await db.query<{ n: number }>(
      'select count(*)::int as n from push_subscriptions where user_id = $1',
      [pushUserId],
    );
    expectThat(tally, 'a push subscription outlives its session', push.rows[0]?.n === 0);
    await db.query("update users set deletion_scheduled_at = now() - interval '1 minute' where id = $1", [
      leavingId,
    ]);
    await db.query(
      "update job_runs set next_run_at = now(), locked_until = now() where name = 'account-erasure'",
    );
  } finally {
    await db.close();
  }
}

export async function checkErasure(
  state: Awaited<ReturnType<typeof prepareErasure>>,
  admin: Client,
  tally: Tally,
) {
  let role: string | null = null;
  for (let i = 0; i < 90 && role !== 'owner'; i++) {
    const circle = await state.heir.send('GET', `/api/circles/${state.circleId}`);
    role = (circle.json as { viewerRole?: string | null } | undefined)?.viewerRole ?? null;
    if (role !== 'owner') await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  expectThat(
    tally,
    `the erased member's public circle passes to its member (role ${role})`,
    role === 'owner',
  );
  const notes = await state.heir.send('GET', '/api/notifications');
  expectThat(
    tally,
    "others' notifications still name the erased member",
    !notes.text.includes(state.leavingName),
  );
  expectThat(
    tally,
    "others' notifications read 'Deleted member'",
    notes.text.includes('Deleted member commented on your post'),
  );
  const queue = await admin.send('GET', '/api/moderation/queue');
  expectThat(tally, "the erased member's report stays for moderators", queue.text.includes(state.postId));
  expectThat(tally, "the erased member's report keeps its text", !queue.text.includes(reportText));
}
