import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /settings, mounted inside the member shell; its loader reads the preferences first (settings-page.tsx). */
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.app.settings,
    lazy: () =>
      import('./pages/settings-page').then((module) => ({
        Component: module.SettingsPage,
        loader: module.settingsLoader,
      })),
  },
];
