import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /moderation, mounted inside the member shell (issue #17). */
export const moderationRoutes: RouteObject[] = [
  {
    path: paths.app.moderation,
    lazy: () => import('./pages/moderation-page').then((module) => ({ Component: module.ModerationPage })),
  },
];
