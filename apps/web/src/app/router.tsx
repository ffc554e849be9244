import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  data,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { paths } from '../config/paths';
import type { RouteHandle } from '../config/route-handles';
import { mailLinkAuthRoutes, signedOutAuthRoutes } from '../features/auth/routes';
import { circlesRoutes } from '../features/circles/routes';
import { governanceRoutes } from '../features/governance/routes';
import { homeRoutes } from '../features/home/routes';
import { marketingRoutes, storyRoute } from '../features/marketing/routes';
import { marketplaceRoutes } from '../features/marketplace/routes';
import { messagesRoutes } from '../features/messages/routes';
import { moderationRoutes } from '../features/moderation/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { profileRoutes } from '../features/profile/routes';
import { profileSetupRoutes } from '../features/profile-setup/routes';
import { settingsRoutes } from '../features/settings/routes';
import { verificationRoutes } from '../features/verification/routes';
import { waitlistRoutes } from '../features/waitlist/routes';
import { type CatalogueName, withCatalogues } from '../lib/i18n';
import { queryClientOf, routerContextWith } from '../lib/query-client';
import { signInPathFor } from '../lib/safe-redirect';
import { authSessionQueryOptions, meQueryOptions } from '../lib/session';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireSession } from './guards/require-session';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';
import { RouteLoadingFallback } from './routes/route-loading-fallback';

/**
 * Code splitting: every layout and page is `lazy`, so a visit downloads the entry (router, providers, guards)
 * plus the chunks of the routes it matches, and nothing else. The pattern, used by every feature's routes.tsx:
 *   { path: paths.x, lazy: () => import('./pages/x-page').then((module) => ({ Component: module.XPage })) }
 * e2e/first-load-budget.spec.ts opens every page of this tree and fails when its first load grows past budget.
 */
const layout = {
  public: () => import('./layouts/public-layout').then((module) => ({ Component: module.PublicLayout })),
  auth: () => import('./layouts/auth-layout').then((module) => ({ Component: module.AuthLayout })),
  setup: () => import('./layouts/setup-layout').then((module) => ({ Component: module.SetupLayout })),
  app: () => import('./layouts/app-layout').then((module) => ({ Component: module.AppLayout })),
};

/**
 * Unknown paths: the member shell around the 404 for a signed-in member, the public one otherwise. Its loader
 * reads who is asking (so the server draws the right shell, not a spinner) and answers status 404 (issue #57):
 * the server sends the not-found page with it, for `/.env` as for any path the tree does not know.
 */
const notFoundRoute: RouteObject = {
  loader: async ({ context }: LoaderFunctionArgs) => {
    const queryClient = queryClientOf(context);
    const session = await queryClient.ensureQueryData(authSessionQueryOptions()).catch(() => undefined);
    if (session) await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
    return data(null, { status: 404 });
  },
  lazy: () => import('./layouts/not-found-layout').then((module) => ({ Component: module.NotFoundLayout })),
  children: [
    // Statically: the root's error page shows it too, so it is in the entry already (a lazy import is ineffective).
    { path: '*', Component: NotFoundPage },
  ],
};

/**
 * Pages made of several features. The page stays in its feature and takes the other features' parts as props;
 * a small file in routes/ puts them together, since features never import each other (docs/decisions.md).
 */
const composedRoutes: RouteObject[] = [
  ...withCatalogues(
    ['search', 'posts', 'circles', 'profile'],
    [
      {
        path: paths.app.search,
        lazy: () =>
          import('./routes/search-page-with-results').then((module) => ({
            Component: module.SearchPageWithResults,
          })),
      },
    ],
  ),
  ...withCatalogues(
    ['posts', 'comments'],
    [
      {
        path: 'circles/:circleId/posts/:postId',
        lazy: () =>
          import('./routes/post-page-with-comments').then((module) => ({
            Component: module.PostPageWithComments,
          })),
      },
    ],
  ),
];

/**
 * The parts the member shell shows on every page besides its own words (lingui.config.ts): the circles navigation,
 * the bell's dropdown, the messages badge and the create-post dialog come from their features.
 */
const memberShellCatalogues: CatalogueName[] = ['member', 'circles', 'notifications', 'messages', 'posts'];

/**
 * docs/product.md §Screens route guard, run before a member page renders (on the server, before its document is
 * drawn): no session → sign-in, remembering where the visitor was going; an incomplete profile → profile setup. The
 * answers stay in the query cache for RequireSession, which keeps guarding while the page is open. A check that
 * fails (offline, server down) lets the page render, and RequireSession shows what went wrong.
 */
const guardMember =
  ({ allowIncompleteProfile }: { allowIncompleteProfile: boolean }) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const queryClient = queryClientOf(context);
    const url = new URL(request.url);
    const toSignIn = () => redirect(signInPathFor(`${url.pathname}${url.search}`, url.origin));
    // The profile only behind a session: without one, GET /api/me would answer 401 and the browser log it.
    const session = await queryClient.ensureQueryData(authSessionQueryOptions()).catch(() => undefined);
    if (session === undefined) return null;
    if (!session) throw toSignIn();
    const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
    if (me === undefined) return null;
    if (!me) throw toSignIn();
    if (!allowIncompleteProfile && !me.profileCompleted) throw redirect(paths.auth.setupProfile);
    return null;
  };

/**
 * Route tree. Each area is a pathless layout route with its own children:
 * public pages; auth screens (sign-in and sign-up bounce members to /home); profile setup (session required);
 * the member shell (session and a complete profile required, docs/product.md §Screens route guard).
 *
 * React Router ranks routes by specificity, not order, so the '*' only gets paths no area claims.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown only while the first page's chunks load (later navigations keep the old page until then).
    HydrateFallback: RouteLoadingFallback,
    children: [
      ...withCatalogues(['marketing'], [storyRoute]),
      {
        lazy: layout.public,
        children: [
          ...withCatalogues(['waitlist'], waitlistRoutes),
          ...withCatalogues(['marketing'], marketingRoutes),
        ],
      },
      // A member's 404 is drawn in the member shell.
      ...withCatalogues(memberShellCatalogues, [notFoundRoute]),
      {
        lazy: layout.auth,
        children: withCatalogues(
          ['auth'],
          [{ element: <RedirectIfSignedIn />, children: signedOutAuthRoutes }, ...mailLinkAuthRoutes],
        ),
      },
      {
        element: <RequireSession allowIncompleteProfile />,
        handle: { area: 'setup' } satisfies RouteHandle,
        loader: guardMember({ allowIncompleteProfile: true }),
        children: withCatalogues(['profile-setup'], [{ lazy: layout.setup, children: profileSetupRoutes }]),
      },
      {
        element: <RequireSession />,
        handle: { area: 'member' } satisfies RouteHandle,
        loader: guardMember({ allowIncompleteProfile: false }),
        children: withCatalogues(memberShellCatalogues, [
          {
            lazy: layout.app,
            children: [
              ...withCatalogues(['home'], homeRoutes),
              ...withCatalogues(['notifications'], notificationsRoutes),
              ...withCatalogues(['messages'], messagesRoutes),
              ...withCatalogues(['settings'], settingsRoutes),
              ...withCatalogues(['profile'], profileRoutes),
              ...withCatalogues(['circles'], circlesRoutes),
              ...withCatalogues(['governance'], governanceRoutes),
              ...withCatalogues(['marketplace'], marketplaceRoutes),
              ...withCatalogues(['moderation'], moderationRoutes),
              ...withCatalogues(['verification'], verificationRoutes),
              ...composedRoutes,
            ],
          },
        ]),
      },
    ],
  },
];

/**
 * The browser's router: loaders get the app's query cache (lib/query-client), and a document rendered on the
 * server hands over its loaders' results (`hydrationData`, entry-server.tsx) so they do not run again.
 */
export const createRouter = (queryClient: QueryClient, hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData, getContext: () => routerContextWith(queryClient) });
export type AppRouter = ReturnType<typeof createBrowserRouter>;
