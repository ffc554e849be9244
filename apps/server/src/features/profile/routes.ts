import {
  memberHandleParamSchema,
  memberPostsQuerySchema,
  memberSearchQuerySchema,
  profileCompletionSchema,
  updateProfileSchema,
} from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { createMembersService } from './members-service';
import type { ProfileService } from './service';

/** /api/me: the signed-in member's own profile, Profile Settings and avatar. */
export const profileRoutes = (service: ProfileService, requireViewer: RequireViewer) =>
  new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await service.getMe(c.var.viewer.userId)))
    .get('/icons', async (c) => c.json(await service.getOwnIcons(c.var.viewer.userId)))
    .patch('/', validate('json', updateProfileSchema), async (c) =>
      c.json(await service.update(c.var.viewer.userId, c.req.valid('json'))),
    )
    // The raw image is the body (not JSON): checked by its bytes, cropped square, the old one removed.
    .put('/avatar', async (c) => c.json(await service.changeAvatar(c.var.viewer.userId, c.req.raw)))
    .delete('/avatar', async (c) => c.json(await service.removeAvatar(c.var.viewer.userId)))
    .post('/profile-completion', validate('json', profileCompletionSchema), async (c) =>
      c.json(await service.completeProfile(c.var.viewer.userId, c.req.valid('json'))),
    );

type MembersService = ReturnType<typeof createMembersService>;

/** /api/members/:handle: anyone's profile header, and its tabs when the owner's privacy allows. */
export const membersRoutes = (members: MembersService, requireViewer: RequireViewer) => {
  const handleParam = validate('param', memberHandleParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/', validate('query', memberSearchQuerySchema), async (c) =>
      c.json(await members.search(c.req.valid('query').q, c.var.viewer.userId)),
    )
    .get('/:handle', handleParam, async (c) =>
      c.json(await members.profile(c.req.valid('param').handle, c.var.viewer.userId)),
    )
    .get('/:handle/posts', handleParam, validate('query', memberPostsQuerySchema), async (c) => {
      const { kind, cursor, limit } = c.req.valid('query');
      return c.json(
        await members.posts(c.req.valid('param').handle, c.var.viewer.userId, kind, cursor, limit),
      );
    })
    .get('/:handle/connections', handleParam, async (c) =>
      c.json(await members.connections(c.req.valid('param').handle, c.var.viewer.userId)),
    );
};
