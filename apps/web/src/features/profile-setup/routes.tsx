import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /auth/setup-profile, mounted inside the setup layout (session required, profile may be incomplete). */
export const profileSetupRoutes: RouteObject[] = [
  {
    path: paths.auth.setupProfile,
    lazy: () =>
      import('./pages/setup-profile-page').then((module) => ({ Component: module.SetupProfilePage })),
  },
];
