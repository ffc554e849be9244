import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard, authLinkClass } from '../components/auth-card';
import { SignUpForm } from '../components/sign-up-form';

/** /auth/sign-up (SPEC §2); success continues at /auth/verify-email. */
export function SignUpPage() {
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
      <SignUpForm />
    </AuthCard>
  );
}
