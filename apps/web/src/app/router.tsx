import { Landmark, Store, UserRound } from 'lucide-react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { SignUpPage } from '../features/auth/pages/sign-up-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { circlesRoutes } from '../features/circles/routes';
import { HomePage } from '../features/home/pages/home-page';
import { infoPages } from '../features/marketing/content/info-pages';
import { InfoPage } from '../features/marketing/pages/info-page';
import { LandingPage } from '../features/marketing/pages/landing-page';
import { PricingPage } from '../features/marketing/pages/pricing-page';
import { StoryPage } from '../features/marketing/pages/story-page';
import { NotificationsPage } from '../features/notifications/pages/notifications-page';
import { SetupProfilePage } from '../features/profile-setup/pages/setup-profile-page';
import { SettingsPage } from '../features/settings/pages/settings-page';
import { ComingSoonPage } from '../features/waitlist/pages/coming-soon-page';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { NotFoundLayout } from './layouts/not-found-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { SetupLayout } from './layouts/setup-layout';
import { MemberPlaceholderPage } from './routes/member-placeholder-page';
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

/** Member pages whose features come with later issues: a heading each, so nothing 404s meanwhile. */
const placeholderRoutes: RouteObject[] = [
  {
    path: paths.app.governance,
    element: (
      <MemberPlaceholderPage
        title="Platform Governance"
        icon={Landmark}
        description="Policies and proposals you can vote on are coming soon."
      />
    ),
  },
  {
    path: paths.app.marketplace,
    element: (
      <MemberPlaceholderPage
        title="Marketplace"
        icon={Store}
        description="Browse and search the marketplace here soon."
      />
    ),
  },
  {
    path: paths.app.profile,
    element: (
      <MemberPlaceholderPage
        title="Profile"
        icon={UserRound}
        description="Your posts, photos, videos, connections and wall will live here."
      />
    ),
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
              ...placeholderRoutes,
              ...circlesRoutes,
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
