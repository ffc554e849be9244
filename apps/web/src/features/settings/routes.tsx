import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /settings, mounted inside the member shell. */
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.app.settings,
    lazy: () => import('./pages/settings-page').then((module) => ({ Component: module.SettingsPage })),
  },
];
