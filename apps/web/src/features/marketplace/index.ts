/** The marketplace's public surface, for the Shopping circle's page through the app shell (lib/saved-listings-slot). */
export { SavedListings } from './components/saved-listings';
