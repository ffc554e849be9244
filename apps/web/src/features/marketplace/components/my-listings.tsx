import { useMyListings } from '../api/get-my-listings';
import { ListingsSection } from './listings-section';

/** 'Your listings': what the member is selling or sold; nothing at all until they list something. */
export function MyListings() {
  const mine = useMyListings();
  if (mine.isSuccess && mine.data.length === 0) return null;
  if (mine.isPending) return null;
  return <ListingsSection title="Your listings" query={mine} emptyText="You have not listed anything yet" />;
}
