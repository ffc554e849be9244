import { useSavedListings } from '../api/get-saved-listings';
import { ListingsSection } from './listings-section';

/** The listings saved in the member's Shopping circle, shown on that circle's page. */
export function SavedListings() {
  const saved = useSavedListings();
  return (
    <ListingsSection
      title="Saved listings"
      query={saved}
      emptyText="Nothing saved yet. Save listings from the marketplace to keep them here."
    />
  );
}
