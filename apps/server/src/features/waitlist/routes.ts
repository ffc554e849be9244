import { waitlistRequestSchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../../app-context';
import { validate } from '../../lib/validate';
import { createWaitlistRepository } from './repository';
import { createWaitlistService } from './service';

export const waitlistRoutes = ({ database }: AppContext) => {
  const service = createWaitlistService(createWaitlistRepository(database.db));
  return new Hono().post('/', validate('json', waitlistRequestSchema), async (c) => {
    const result = await service.join(c.req.valid('json').email);
    return c.json(result, 201);
  });
};
