import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /admin/verifications, mounted inside the member shell (issue #17); the page itself checks the admin role. */
export const verificationRoutes: RouteObject[] = [
  {
    path: paths.app.verifications,
    lazy: () =>
      import('./pages/verification-review-page').then((module) => ({
        Component: module.VerificationReviewPage,
      })),
  },
];
