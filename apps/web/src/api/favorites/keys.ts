/** Query keys of Favorites (saved posts): the saved list and its count. */
export const favoritesKeys = {
  all: ['favorites'] as const,
  list: () => [...favoritesKeys.all, 'list'] as const,
  count: () => [...favoritesKeys.all, 'count'] as const,
};
