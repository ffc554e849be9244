import { profileCompletionSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../../app-context';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import { createProfileRepository } from './repository';
import { createProfileService } from './service';

export const profileRoutes = ({ database }: AppContext, requireViewer: RequireViewer) => {
  const service = createProfileService(createProfileRepository(database.db));
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await service.getMe(c.var.viewer.userId)))
    .get('/icons', async (c) => c.json(await service.getOwnIcons(c.var.viewer.userId)))
    .post('/profile-completion', validate('json', profileCompletionSchema), async (c) =>
      c.json(await service.completeProfile(c.var.viewer.userId, c.req.valid('json'))),
    );
};
