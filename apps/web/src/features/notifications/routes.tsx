import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /notifications, mounted inside the member shell. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: paths.app.notifications,
    lazy: () =>
      import('./pages/notifications-page').then((module) => ({ Component: module.NotificationsPage })),
  },
];
