import { lazy } from 'react';
import { loadCatalogues } from '../../lib/i18n';

/** The marketplace's saved listings, for the Shopping circle's page only: their code loads with that page. */
export const LazySavedListings = lazy(() =>
  Promise.all([import('../../features/marketplace'), loadCatalogues(['marketplace'])]).then(([module]) => ({
    default: module.SavedListings,
  })),
);
