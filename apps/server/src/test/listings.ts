/** A valid marketplace listing's input (POST /api/marketplace/listings), with `overrides` on top. */
export const listingInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Blue mountain bike',
  description: 'Aluminium frame, 21 gears, new tyres, serviced last spring.',
  category: 'sports',
  priceCents: 25000,
  currency: 'EUR',
  condition: 'good',
  location: 'Lyon',
  photos: [],
  ...overrides,
});
