import type { RouteObject } from 'react-router';

/** /marketplace, its category pages and listing pages, loaded lazily inside the member shell. */
export const marketplaceRoutes: RouteObject[] = [
  {
    path: 'marketplace',
    children: [
      {
        index: true,
        lazy: () =>
          import('./pages/marketplace-page').then((module) => ({ Component: module.MarketplacePage })),
      },
      {
        path: 'category/:categoryId',
        lazy: () => import('./pages/category-page').then((module) => ({ Component: module.CategoryPage })),
      },
      {
        path: 'listings/:listingId',
        lazy: () => import('./pages/listing-page').then((module) => ({ Component: module.ListingPage })),
      },
    ],
  },
];
