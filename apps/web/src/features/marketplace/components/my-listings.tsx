import { useLingui } from '@lingui/react/macro';
import { useMyListings } from '../api/get-my-listings';
import { ListingsSection } from './listings-section';

/** 'Your listings': what the member is selling or sold; nothing at all until they list something. */
export function MyListings() {
  const { t } = useLingui();
  const mine = useMyListings();
  if (mine.isSuccess && mine.data.length === 0) return null;
  if (mine.isPending) return null;
  return (
    <ListingsSection title={t`Your listings`} query={mine} emptyText={t`You have not listed anything yet`} />
  );
}
