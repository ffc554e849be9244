import { gameMessages, gameRules } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { startedGame } from '../../test/arcade-games';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** Scores with their time backdated, so the one-game-at-a-time check does not get in the way of setup. */
async function seedScores(member: Member, scores: number[]) {
  const { context } = await getTestServer();
  await context.database.db
    .insertInto('game_scores')
    .values(
      scores.map((score, index) => ({
        user_id: member.userId,
        mode: 'invaders' as const,
        score,
        duration_ms: 60_000,
        created_at: new Date(Date.now() - 3_600_000 + index),
      })),
    )
    .execute();
}

describe('arcade high scores', () => {
  it('records a game and answers the top 10 per member and overall, best first', async () => {
    const ada = await signedInMember({ firstName: 'Ada' });
    const bea = await signedInMember({ firstName: 'Bea' });
    await seedScores(ada, [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]);
    await seedScores(bea, [1000]);

    const submitted = await ada.client.post('/api/arcade/scores', {
      gameId: await startedGame(ada, 'warp', 40_000),
      mode: 'warp',
      score: 400,
      durationMs: 30_000,
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body.personal).toHaveLength(gameRules.topScores);
    expect(submitted.body.personal.map((s: { score: number }) => s.score)).toEqual([
      400, 110, 100, 90, 80, 70, 60, 50, 40, 30,
    ]);
    expect(submitted.body.personal[0]).toMatchObject({
      mode: 'warp',
      userId: ada.userId,
      fullName: 'Ada Lovelace',
    });
    expect(submitted.body.global[0]).toMatchObject({ score: 1000, userId: bea.userId });
    expect(submitted.body.global).toHaveLength(10);

    const beaView = await bea.client.get('/api/arcade/scores');
    expect(beaView.body.personal.map((s: { score: number }) => s.score)).toEqual([1000]);
    expect(beaView.body.global.map((s: { score: number }) => s.score).slice(0, 2)).toEqual([1000, 400]);
  });

  it('refuses a score faster than a real game allows, or above the maximum', async () => {
    const ada = await signedInMember();
    const gameId = await startedGame(ada, 'invaders', gameRules.maxDurationMs - 60_000);
    const tooFast = await ada.client.post('/api/arcade/scores', {
      gameId,
      mode: 'invaders',
      score: 5000,
      durationMs: 10_000,
    });
    expect(tooFast.status).toBe(400);
    expect(tooFast.body.message).toBe(gameMessages.implausible);
    const tooMuch = await ada.client.post('/api/arcade/scores', {
      gameId,
      mode: 'invaders',
      score: gameRules.maxScore + 10,
      durationMs: gameRules.maxDurationMs - 60_000,
    });
    expect(tooMuch.status).toBe(400);
    for (const body of [
      { gameId, mode: 'pong', score: 1, durationMs: 1000 },
      { gameId, mode: 'warp', score: -1, durationMs: 1000 },
    ]) {
      expect((await ada.client.post('/api/arcade/scores', body)).status).toBe(400);
    }
    expect((await ada.client.get('/api/arcade/scores')).body.personal).toEqual([]);
  });

  it('refuses a game longer than the time since the last one', async () => {
    const ada = await signedInMember();
    const first = await startedGame(ada, 'invaders', 10_000);
    const second = await startedGame(ada, 'invaders', 180_000);
    expect(
      (
        await ada.client.post('/api/arcade/scores', {
          gameId: first,
          mode: 'invaders',
          score: 10,
          durationMs: 5_000,
        })
      ).status,
    ).toBe(201);
    const overlapping = await ada.client.post('/api/arcade/scores', {
      gameId: second,
      mode: 'invaders',
      score: 100,
      durationMs: 120_000,
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.message).toBe(gameMessages.overlapping);
  });
});
