import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/session';
import { ProfileLoader } from '../components/profile-loader';

/** /members/:handle: anyone's profile, reached from an author's name or avatar. */
export function MemberProfilePage() {
  const { handle = '' } = useParams();
  const me = useMe().data;
  const navigate = useNavigate();
  return (
    <ProfileLoader
      handle={handle.toLowerCase()}
      me={me}
      // A new handle moves one's own page to its new address.
      onSaved={(saved) => void navigate(paths.app.member(saved.userHandle), { replace: true })}
    />
  );
}
