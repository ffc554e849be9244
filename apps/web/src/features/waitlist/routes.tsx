import type { RouteObject } from 'react-router';

/** '/': the coming-soon page with the waitlist form (inside the public header/footer). */
export const waitlistRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./pages/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage })),
  },
];
