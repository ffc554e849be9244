/** The marketplace's public surface, for the Shopping circle's page: the listings a member saved there. */
export { SavedListings } from './components/saved-listings';
