import { gameMessages, gameRules } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { startedGame } from '../../test/arcade-games';

/** Issue #37: no score without a game the server started, and no more play than the server has seen since. */
describe('arcade games bound by the server clock', () => {
  it("refuses a new member's first score with no game, or a game the server never started", async () => {
    const eve = await signedInMember();
    const noGame = await eve.client.post('/api/arcade/scores', {
      mode: 'invaders',
      score: gameRules.maxScore,
      durationMs: gameRules.maxDurationMs,
    });
    expect(noGame.status).toBe(400);
    expect(noGame.body.message).toBe(gameMessages.noGame);

    const unknown = await eve.client.post('/api/arcade/scores', {
      gameId: crypto.randomUUID(),
      mode: 'invaders',
      score: 100,
      durationMs: 5_000,
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toBe(gameMessages.unknownGame);
    expect((await eve.client.get('/api/arcade/scores')).body.global).toEqual([]);
  });

  it('bounds a score by the time since the server started its game, and saves it once', async () => {
    const eve = await signedInMember();
    const started = await eve.client.post('/api/arcade/games', { mode: 'invaders' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ id: expect.any(String), mode: 'invaders' });

    // Hours claimed a moment after the start: refused, and the game stays open for its real score.
    const hours = await eve.client.post('/api/arcade/scores', {
      gameId: started.body.id,
      mode: 'invaders',
      score: gameRules.maxScore,
      durationMs: gameRules.maxDurationMs,
    });
    expect(hours.status).toBe(400);
    expect(hours.body.message).toBe(gameMessages.longerThanGame);
    // Points faster than the rate allows within the seconds really played.
    const tooFast = await eve.client.post('/api/arcade/scores', {
      gameId: started.body.id,
      mode: 'invaders',
      score: 1_000,
      durationMs: 2_000,
    });
    expect(tooFast.status).toBe(400);
    expect(tooFast.body.message).toBe(gameMessages.implausible);

    const honest = { gameId: started.body.id, mode: 'invaders', score: 40, durationMs: 1_000 };
    expect((await eve.client.post('/api/arcade/scores', honest)).status).toBe(201);
    const again = await eve.client.post('/api/arcade/scores', honest);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(gameMessages.unknownGame);
  });

  it("refuses another member's game or another mode", async () => {
    const ada = await signedInMember();
    const eve = await signedInMember();
    const adaGame = await startedGame(ada, 'warp', 60_000);
    const score = { gameId: adaGame, mode: 'warp', score: 100, durationMs: 30_000 };
    expect((await eve.client.post('/api/arcade/scores', score)).status).toBe(409);
    expect((await ada.client.post('/api/arcade/scores', { ...score, mode: 'invaders' })).status).toBe(409);
    expect((await ada.client.post('/api/arcade/scores', score)).status).toBe(201);
  });
});
