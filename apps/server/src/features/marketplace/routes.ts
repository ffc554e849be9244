import { listingIdParamSchema, listingInputSchema, listingsQuerySchema } from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { SellingService } from './selling';
import type { MarketplaceService } from './service';

/**
 * The marketplace under /api/marketplace (members only): browse and search, one listing, saves, the member's own
 * listings (POST /listings, PUT /listings/:id, POST /listings/:id/sold, DELETE /listings/:id, GET /mine).
 */
export const marketplaceRoutes = (
  marketplace: MarketplaceService,
  selling: SellingService,
  requireViewer: RequireViewer,
) => {
  const listingParam = validate('param', listingIdParamSchema);
  const listingBody = validate('json', listingInputSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/listings', validate('query', listingsQuerySchema), async (c) =>
      c.json(await marketplace.search(c.var.viewer.userId, c.req.valid('query'))),
    )
    .post('/listings', listingBody, async (c) =>
      c.json(await selling.create(c.req.valid('json'), c.var.viewer.userId), 201),
    )
    .get('/listings/:listingId', listingParam, async (c) =>
      c.json(await marketplace.listing(c.req.valid('param').listingId, c.var.viewer.userId)),
    )
    .put('/listings/:listingId', listingParam, listingBody, async (c) =>
      c.json(await selling.update(c.req.valid('param').listingId, c.req.valid('json'), c.var.viewer.userId)),
    )
    .delete('/listings/:listingId', listingParam, async (c) =>
      c.json(await selling.remove(c.req.valid('param').listingId, c.var.viewer.userId)),
    )
    .post('/listings/:listingId/sold', listingParam, async (c) =>
      c.json(await selling.markSold(c.req.valid('param').listingId, c.var.viewer.userId)),
    )
    .post('/listings/:listingId/save', listingParam, async (c) =>
      c.json(await marketplace.saveToShopping(c.req.valid('param').listingId, c.var.viewer.userId)),
    )
    .delete('/listings/:listingId/save', listingParam, async (c) =>
      c.json(await marketplace.unsave(c.req.valid('param').listingId, c.var.viewer.userId)),
    )
    .get('/saved', async (c) => c.json(await marketplace.listSaved(c.var.viewer.userId)))
    .get('/mine', async (c) => c.json(await marketplace.listOwn(c.var.viewer.userId)));
};
