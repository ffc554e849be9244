import { lazy } from 'react';

/** The marketplace's saved listings, for the Shopping circle's page only: their code loads with that page. */
export const LazySavedListings = lazy(() =>
  import('../../features/marketplace').then((module) => ({ default: module.SavedListings })),
);
