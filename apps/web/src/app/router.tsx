import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { SignUpPage } from '../features/auth/pages/sign-up-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { circlesRoutes } from '../features/circles/routes';
import { governanceRoutes } from '../features/governance/routes';
import { HomePage } from '../features/home/pages/home-page';
import { infoPages } from '../features/marketing/content/info-pages';
import { InfoPage } from '../features/marketing/pages/info-page';
import { LandingPage } from '../features/marketing/pages/landing-page';
import { PricingPage } from '../features/marketing/pages/pricing-page';
import { StoryPage } from '../features/marketing/pages/story-page';
import { marketplaceRoutes } from '../features/marketplace/routes';
import { NotificationsPage } from '../features/notifications/pages/notifications-page';
import { SetupProfilePage } from '../features/profile-setup/pages/setup-profile-page';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { ComingSoonPage } from '../features/waitlist/pages/coming-soon-page';
import { WallPage } from '../features/wall/pages/wall-page';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { NotFoundLayout } from './layouts/not-found-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { SetupLayout } from './layouts/setup-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** Visitor pages inside the public header/footer. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <ComingSoonPage /> },
  { path: paths.landing, element: <LandingPage /> },
  { path: paths.pricing, element: <PricingPage /> },
  ...infoPages.map((content) => ({ path: content.path, element: <InfoPage content={content} /> })),
];

/** The auth screens over the animated background. */
const authRoutes: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: paths.auth.signIn, element: <SignInPage /> },
      { path: paths.auth.signUp, element: <SignUpPage /> },
    ],
  },
  { path: paths.auth.verifyEmail, element: <VerifyEmailPage /> },
  { path: paths.auth.resetPassword, element: <ResetPasswordPage /> },
];

/** The profile feature: one's own profile and anyone's, by handle (loaded lazily). */
const profileRoutes: RouteObject[] = [
  {
    path: paths.app.profile,
    lazy: () =>
      import('../features/profile/pages/own-profile-page').then((module) => ({
        Component: module.OwnProfilePage,
      })),
  },
  {
    path: '/members/:handle',
    lazy: () =>
      import('../features/profile/pages/member-profile-page').then((module) => ({
        Component: module.MemberProfilePage,
      })),
  },
];

/**
 * Route tree. Each area is a pathless layout route with its own children:
 * public pages; auth screens (sign-in and sign-up bounce members to /home); profile setup (session required);
 * the member shell (session and a complete profile required, SPEC §2 route guard).
 *
 * React Router ranks routes by specificity, not order, so the '*' (public shell, or the member shell for members) only gets paths no area claims.
 * Page modules of big areas can use `lazy: () => import('...').then((m) => ({ Component: m.HomePage }))`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // Full-screen page without the public chrome (it has its own Close).
      { path: paths.story, element: <StoryPage /> },
      {
        element: <PublicLayout />,
        children: publicRoutes,
      },
      { element: <NotFoundLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
      { element: <AuthLayout />, children: authRoutes },
      {
        element: <RequireSession allowIncompleteProfile />,
        children: [
          {
            element: <SetupLayout />,
            children: [{ path: paths.auth.setupProfile, element: <SetupProfilePage /> }],
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: paths.app.home, element: <HomePage /> },
              { path: paths.app.notifications, element: <NotificationsPage /> },
              { path: paths.app.settings, element: <SettingsPage /> },
              // Temporary home of the wall until the profile page hosts it (/profile, /members/:handle).
              { path: paths.app.wall, element: <WallPage /> },
              { path: `${paths.app.wall}/:userId`, element: <WallPage /> },
              ...profileRoutes,
              ...circlesRoutes,
              ...governanceRoutes,
              ...marketplaceRoutes,
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
