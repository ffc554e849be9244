import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { prerendered } from '../../config/route-handles';

/** Sign-in and sign-up: the router mounts them behind RedirectIfSignedIn (members go on to /home). */
export const signedOutAuthRoutes: RouteObject[] = [
  {
    path: paths.auth.signIn,
    handle: prerendered,
    lazy: () => import('./pages/sign-in-page').then((module) => ({ Component: module.SignInPage })),
  },
  {
    path: paths.auth.signUp,
    handle: prerendered,
    lazy: () => import('./pages/sign-up-page').then((module) => ({ Component: module.SignUpPage })),
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
