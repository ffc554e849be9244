import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /search inside the member shell, loaded lazily. */
export const searchRoutes: RouteObject[] = [
  {
    path: paths.app.search,
    lazy: () => import('./pages/search-page').then((module) => ({ Component: module.SearchPage })),
  },
];
