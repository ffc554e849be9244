import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { prerendered } from '../../config/route-handles';
import { queryClientOf } from '../../lib/query-client';

/** Sign-in and sign-up: the router mounts them behind RedirectIfSignedIn (members go on to /home). */
export const signedOutAuthRoutes: RouteObject[] = [
  {
    path: paths.auth.signIn,
    handle: prerendered,
    lazy: () => import('./pages/sign-in-page').then((module) => ({ Component: module.SignInPage })),
  },
  // Drawn for each visit, not at build time: its loader reads INVITE_ONLY first, so the page arrives with the
  // invite-only notice (or without it) instead of pushing the form down once the setting loads (issue #41).
  {
    path: paths.auth.signUp,
    lazy: () =>
      Promise.all([import('./pages/sign-up-page'), import('../../api/auth/get-sign-up-policy')]).then(
        ([page, policy]) => ({
          Component: page.SignUpPage,
          loader: async ({ context }) => {
            await policy.prefetchSignUpPolicy(queryClientOf(context));
            return null;
          },
        }),
      ),
  },
];

/** Links from mails: they work signed in or out. */
export const mailLinkAuthRoutes: RouteObject[] = [
  {
    path: paths.auth.verifyEmail,
    lazy: () => import('./pages/verify-email-page').then((module) => ({ Component: module.VerifyEmailPage })),
  },
  {
    path: paths.auth.resetPassword,
    handle: prerendered,
    lazy: () =>
      import('./pages/reset-password-page').then((module) => ({ Component: module.ResetPasswordPage })),
  },
];
