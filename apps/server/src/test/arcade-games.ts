import { expect } from 'vitest';
import type { signedInMember } from './accounts';
import { getTestServer } from './test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** A game the server started `agoMs` before now (its start backdated, as if played that long). */
export async function startedGame(member: Member, mode: 'invaders' | 'warp', agoMs: number) {
  const started = await member.client.post<{ id: string }>('/api/arcade/games', { mode });
  expect(started.status).toBe(201);
  const { context } = await getTestServer();
  await context.database.db
    .updateTable('arcade_games')
    .set({ started_at: new Date(Date.now() - agoMs) })
    .where('id', '=', started.body.id)
    .execute();
  return started.body.id;
}
