import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import type { FirstDataHandle } from '../../lib/route-first-data';

/** /home, mounted inside the member shell. Its first data is the feed's first page (lib/route-first-data). */
export const homeRoutes: RouteObject[] = [
  {
    path: paths.app.home,
    lazy: () =>
      Promise.all([import('./pages/home-page'), import('./api/get-home-feed')]).then(([page, feed]) => ({
        Component: page.HomePage,
        handle: { loadFirstData: feed.prefetchHomeFeed } satisfies FirstDataHandle,
      })),
  },
];
