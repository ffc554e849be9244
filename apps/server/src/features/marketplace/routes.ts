import { listingIdParamSchema, listingsQuerySchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { MarketplaceService } from './service';

/** The marketplace under /api/marketplace (members only). */
export const marketplaceRoutes = (marketplace: MarketplaceService, requireViewer: RequireViewer) => {
  const listingParam = validate('param', listingIdParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/listings', validate('query', listingsQuerySchema), async (c) =>
      c.json(await marketplace.search(c.var.viewer.userId, c.req.valid('query'))),
    )
    .get('/listings/:listingId', listingParam, async (c) =>
      c.json(await marketplace.listing(c.req.valid('param').listingId, c.var.viewer.userId)),
    )
    .post('/listings/:listingId/save', listingParam, async (c) =>
      c.json(await marketplace.saveToShopping(c.req.valid('param').listingId, c.var.viewer.userId)),
    )
    .delete('/listings/:listingId/save', listingParam, async (c) =>
      c.json(await marketplace.unsave(c.req.valid('param').listingId, c.var.viewer.userId)),
    )
    .get('/saved', async (c) => c.json(await marketplace.listSaved(c.var.viewer.userId)));
};
