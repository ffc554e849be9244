import { preferenceKeyParamSchema, setPreferenceSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { PreferencesService } from './service';

/**
 * GET /api/preferences → all five (defaults filled in); GET /api/preferences/:key → { key, value };
 * PUT /api/preferences/:key { value } → all five. Unknown key or bad value: 400 with the contracts message.
 */
export const preferencesRoutes = (service: PreferencesService, requireViewer: RequireViewer) => {
  const keyParam = validate('param', preferenceKeyParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await service.getAll(c.var.viewer.userId)))
    .get('/:key', keyParam, async (c) =>
      c.json(await service.getOne(c.var.viewer.userId, c.req.valid('param').key)),
    )
    .put('/:key', keyParam, validate('json', setPreferenceSchema), async (c) =>
      c.json(await service.set(c.var.viewer.userId, c.req.valid('param').key, c.req.valid('json').value)),
    );
};
