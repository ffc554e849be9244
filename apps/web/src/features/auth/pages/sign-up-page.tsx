import { Link } from 'react-router';
import { useSignUpPolicy } from '../../../api/auth/get-sign-up-policy';
import { paths } from '../../../config/paths';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { InviteOnlyNotice } from '../components/invite-only-notice';
import { SignUpForm } from '../components/sign-up-form';

/** /auth/sign-up (SPEC §2); success continues at /auth/verify-email. Invite-only mode says so first (issue #41). */
export function SignUpPage() {
  const inviteOnly = useSignUpPolicy().data?.inviteOnly === true;
  return (
    <AuthCard
      title="Create your account"
      description="Join Circles, the social network for real people."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.auth.signIn} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {inviteOnly ? <InviteOnlyNotice className="mb-5" /> : null}
      <SignUpForm />
    </AuthCard>
  );
}
