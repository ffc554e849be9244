import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /governance, loaded lazily inside the member shell. */
export const governanceRoutes: RouteObject[] = [
  {
    path: paths.app.governance,
    lazy: () => import('./pages/governance-page').then((module) => ({ Component: module.GovernancePage })),
  },
];
