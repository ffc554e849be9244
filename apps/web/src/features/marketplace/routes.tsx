import type { RouteObject } from 'react-router';

/** /marketplace, its category pages, listing pages and the seller's forms, loaded lazily inside the member shell. */
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
        path: 'sell',
        lazy: () => import('./pages/sell-page').then((module) => ({ Component: module.SellPage })),
      },
      {
        path: 'category/:categoryId',
        lazy: () => import('./pages/category-page').then((module) => ({ Component: module.CategoryPage })),
      },
      {
        path: 'listings/:listingId',
        lazy: () => import('./pages/listing-page').then((module) => ({ Component: module.ListingPage })),
      },
      {
        path: 'listings/:listingId/edit',
        lazy: () =>
          import('./pages/edit-listing-page').then((module) => ({ Component: module.EditListingPage })),
      },
    ],
  },
];
