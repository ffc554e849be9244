import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

const wallPage = () => import('./pages/wall-page').then((module) => ({ Component: module.WallPage }));

/** /wall (one's own) and /wall/:userId (read-only), loaded lazily inside the member shell. */
export const wallRoutes: RouteObject[] = [
  { path: paths.app.wall, lazy: wallPage },
  { path: `${paths.app.wall}/:userId`, lazy: wallPage },
];
