import { useLingui } from '@lingui/react/macro';
import { useSavedListings } from '../api/get-saved-listings';
import { ListingsSection } from './listings-section';

/** The listings saved in the member's Shopping circle, shown on that circle's page. */
export function SavedListings() {
  const { t } = useLingui();
  const saved = useSavedListings();
  return (
    <ListingsSection
      title={t`Saved listings`}
      query={saved}
      emptyText={t`Nothing saved yet. Save listings from the marketplace to keep them here.`}
    />
  );
}
