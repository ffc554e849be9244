import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { prerendered } from '../../config/route-handles';
import { infoPages } from './content/info-pages';

/** Visitor pages inside the public header/footer. Every page loads its own chunk on first visit. */
export const marketingRoutes: RouteObject[] = [
  {
    path: paths.landing,
    handle: prerendered,
    lazy: () => import('./pages/landing-page').then((module) => ({ Component: module.LandingPage })),
  },
  {
    path: paths.pricing,
    handle: prerendered,
    lazy: () => import('./pages/pricing-page').then((module) => ({ Component: module.PricingPage })),
  },
  ...infoPages.map(
    (content): RouteObject => ({
      path: content.path,
      handle: prerendered,
      lazy: () =>
        import('./pages/info-page').then(({ InfoPage }) => ({ element: <InfoPage content={content} /> })),
    }),
  ),
];

/** The story: a full-screen page without the public chrome (it has its own Close). */
export const storyRoute: RouteObject = {
  path: paths.story,
  handle: prerendered,
  lazy: () => import('./pages/story-page').then((module) => ({ Component: module.StoryPage })),
};
