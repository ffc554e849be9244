import type { RouteObject } from 'react-router';
import { prerendered } from '../../config/route-handles';

/** '/': the coming-soon page with the waitlist form (inside the public header/footer). */
export const waitlistRoutes: RouteObject[] = [
  {
    index: true,
    handle: prerendered,
    lazy: () => import('./pages/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage })),
  },
];
