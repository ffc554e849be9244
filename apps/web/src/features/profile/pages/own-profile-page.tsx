import { useMe } from '../../../lib/session';
import { ProfileLoader } from '../components/profile-loader';

/**
 * /profile: the signed-in member's own profile (docs/product.md §Screens), opened from the sidebar's profile button.
 */
export function OwnProfilePage() {
  const me = useMe().data;
  // The guard only lets members with a loaded profile in; the handle follows Profile Settings changes.
  return me ? <ProfileLoader handle={me.userHandle} me={me} /> : null;
}
