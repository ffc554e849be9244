import type { RouteObject } from 'react-router';

/**
 * Member routes of the circles feature (/circles, /circles/:circleId, /circles/favorites, post detail later),
 * mounted by the router inside the guarded member shell. Placeholder until the circles UI lands.
 */
export const circlesRoutes: RouteObject[] = [];
