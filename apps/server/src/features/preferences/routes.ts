import { negotiateLocale, preferenceKeyParamSchema, setPreferenceSchema } from '@circles/contracts';
import { type Context, Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { PreferencesService } from './service';

/** The language a member who has not chosen one reads in: their browser's (issue #53). */
const browserLocale = (c: Context) => negotiateLocale(c.req.header('accept-language'));

/**
 * GET /api/preferences → all of them (defaults filled in); GET /api/preferences/:key → { key, value };
 * PUT /api/preferences/:key { value } → all of them. Unknown key or bad value: 400 with the contracts message
 * (an unknown language: with `languages`, the codes there are).
 */
export const preferencesRoutes = (service: PreferencesService, requireViewer: RequireViewer) => {
  const keyParam = validate('param', preferenceKeyParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await service.getAll(c.var.viewer.userId, browserLocale(c))))
    .get('/:key', keyParam, async (c) =>
      c.json(await service.getOne(c.var.viewer.userId, c.req.valid('param').key, browserLocale(c))),
    )
    .put('/:key', keyParam, validate('json', setPreferenceSchema), async (c) => {
      const { key } = c.req.valid('param');
      return c.json(await service.set(c.var.viewer.userId, key, c.req.valid('json').value, browserLocale(c)));
    });
};
