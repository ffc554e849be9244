import { startGameSchema, submitScoreSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { ArcadeService } from './service';

/**
 * GET /api/arcade/scores → { personal, global } top 10s; POST /games { mode } starts a game on the server's clock
 * → 201 { id, mode, startedAt }; POST /scores { gameId, mode, score, durationMs } saves its finished game once.
 */
export const arcadeRoutes = (service: ArcadeService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/scores', async (c) => c.json(await service.highScores(c.var.viewer.userId)))
    .post('/games', validate('json', startGameSchema), async (c) =>
      c.json(await service.startGame(c.var.viewer.userId, c.req.valid('json')), 201),
    )
    .post('/scores', validate('json', submitScoreSchema), async (c) =>
      c.json(await service.submit(c.var.viewer.userId, c.req.valid('json')), 201),
    );
