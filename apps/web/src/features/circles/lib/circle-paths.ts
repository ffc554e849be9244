import { type Circle, favoritesAlias } from '@circles/contracts';

/** Routes of the circles feature (kept here: the feature owns them and mounts them itself). */
export const circlePaths = {
  list: '/circles',
  favorites: `/circles/${favoritesAlias}`,
  detail: (circleId: string) => `/circles/${encodeURIComponent(circleId)}`,
} as const;

export const isFavoritesCircle = (circle: Pick<Circle, 'type' | 'personalKind'>) =>
  circle.type === 'personal' && circle.personalKind === 'favorites';

/** Favorites opens at its alias (/circles/favorites, docs/product.md §Screens); every other circle at its id. */
export const circleHref = (circle: Pick<Circle, 'id' | 'type' | 'personalKind'>) =>
  isFavoritesCircle(circle) ? circlePaths.favorites : circlePaths.detail(circle.id);

/** The share link: this site plus /circles/{id} (docs/product.md §Limits 'Share link'). */
export const circleShareUrl = (circleId: string, origin = window.location.origin) =>
  `${origin}${circlePaths.detail(circleId)}`;
