import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { queryClientOf } from '../../lib/query-client';

/**
 * /home, mounted inside the member shell. Its loader puts the feed's first page in the query cache before the
 * page renders: on the server its document shows the posts, and in the browser a visit from another page shows
 * them at once instead of skeletons.
 */
export const homeRoutes: RouteObject[] = [
  {
    path: paths.app.home,
    lazy: () =>
      Promise.all([import('./pages/home-page'), import('./api/get-home-feed')]).then(([page, feed]) => ({
        Component: page.HomePage,
        loader: async ({ context }) => {
          await feed.prefetchHomeFeed(queryClientOf(context));
          return null;
        },
      })),
  },
];
