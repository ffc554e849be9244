import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /profile (one's own) and /members/:handle (anyone's), loaded lazily inside the member shell. */
export const profileRoutes: RouteObject[] = [
  {
    path: paths.app.profile,
    lazy: () => import('./pages/own-profile-page').then((module) => ({ Component: module.OwnProfilePage })),
  },
  {
    path: '/members/:handle',
    lazy: () =>
      import('./pages/member-profile-page').then((module) => ({ Component: module.MemberProfilePage })),
  },
];
