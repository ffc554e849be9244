// Plain constants, no zod: the web app's route table imports them on every page.
/** The circle id reserved for the default circle, and the route alias for the viewer's Favorites. */
export const defaultCircleId = 'world';
export const favoritesAlias = 'favorites';
