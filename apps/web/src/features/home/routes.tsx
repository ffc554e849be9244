import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /home, mounted inside the member shell. */
export const homeRoutes: RouteObject[] = [
  {
    path: paths.app.home,
    lazy: () => import('./pages/home-page').then((module) => ({ Component: module.HomePage })),
  },
];
