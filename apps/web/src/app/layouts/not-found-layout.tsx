import { PageSpinner } from '../../components/page-spinner';
import { useMemberStatus } from '../../lib/session';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';

/**
 * Unknown paths: a signed-in member with a complete profile keeps the member shell around the 404; visitors
 * (and anyone the guard would send elsewhere) get the public header and footer.
 */
export function NotFoundLayout() {
  const member = useMemberStatus();
  if (member.status === 'loading') {
    return (
      <div className="flex min-h-dvh">
        <PageSpinner />
      </div>
    );
  }
  if (member.status === 'signed-in' && member.isProfileComplete) return <AppLayout />;
  return <PublicLayout />;
}
