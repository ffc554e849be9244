import { deleteAccountSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { AccountService } from './service';

/** POST /api/me/deletion { password } or { confirmedWith: 'passkey' }: schedule the account's deletion (seven days of grace) and sign out. */
export const accountRoutes = (service: AccountService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .post('/', validate('json', deleteAccountSchema), async (c) =>
      c.json(await service.requestDeletion(c.var.viewer, c.req.valid('json'))),
    );
