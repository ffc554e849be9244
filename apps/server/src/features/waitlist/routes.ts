import { waitlistRequestSchema } from '@circles/contracts';
import { Hono } from 'hono';
import { validate } from '../../lib/validate';
import type { WaitlistService } from './service';

export const waitlistRoutes = (service: WaitlistService) =>
  new Hono().post('/', validate('json', waitlistRequestSchema), async (c) => {
    const result = await service.join(c.req.valid('json').email);
    return c.json(result, 201);
  });
