import { Navigate, Outlet, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { redirectParam, safeRedirectPath } from '../../lib/safe-redirect';
import { useAuthSession } from '../../lib/session';

/**
 * For sign-in and sign-up: a member who is already signed in goes on to /home (or to the page they were
 * sent here from). The form shows at once; the check only redirects when it finds a session.
 */
export function RedirectIfSignedIn() {
  const session = useAuthSession();
  const [searchParams] = useSearchParams();
  if (session.data) {
    return <Navigate to={safeRedirectPath(searchParams.get(redirectParam)) ?? paths.app.home} replace />;
  }
  return <Outlet />;
}
