import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { infoPages } from '../features/marketing/content/info-pages';
import { InfoPage } from '../features/marketing/pages/info-page';
import { LandingPage } from '../features/marketing/pages/landing-page';
import { PricingPage } from '../features/marketing/pages/pricing-page';
import { StoryPage } from '../features/marketing/pages/story-page';
import { ComingSoonPage } from '../features/waitlist/pages/coming-soon-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** Visitor pages inside the public header/footer. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <ComingSoonPage /> },
  { path: paths.landing, element: <LandingPage /> },
  { path: paths.pricing, element: <PricingPage /> },
  ...infoPages.map((content) => ({ path: content.path, element: <InfoPage content={content} /> })),
];

/**
 * Route tree. Each area is a pathless layout route with its own children, so a new area is one more entry:
 *
 *   { path: 'auth', element: <AuthLayout />, children: authRoutes }            // accounts issue
 *   { element: <RequireSession />, children: [                                  // guard: redirect to sign-in
 *       { element: <AppLayout />, children: [{ path: 'home', lazy: ... }, ...] } // sidebar, Amigo panel
 *   ] }
 *
 * React Router ranks routes by specificity, not order, so the public '*' only gets paths no area claims.
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
        children: [...publicRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
