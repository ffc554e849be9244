import { favoritesAlias } from '@circles/contracts';
import type { RouteObject } from 'react-router';

/**
 * Member routes of the circles feature (/circles, /circles/favorites, /circles/:circleId), mounted by the
 * router inside the guarded member shell. Pages load lazily: the shell itself only needs CirclesNav.
 * React Router ranks by specificity, so 'favorites' wins over ':circleId'. A post's page,
 * '/circles/:circleId/posts/:postId', is the app router's: it puts the posts and comments features together.
 */
export const circlesRoutes: RouteObject[] = [
  {
    path: 'circles',
    children: [
      {
        index: true,
        lazy: () => import('./pages/circles-page').then((module) => ({ Component: module.CirclesPage })),
      },
      {
        path: favoritesAlias,
        lazy: () => import('./pages/favorites-page').then((module) => ({ Component: module.FavoritesPage })),
      },
      {
        path: ':circleId',
        lazy: () => import('./pages/circle-page').then((module) => ({ Component: module.CirclePage })),
      },
    ],
  },
];
