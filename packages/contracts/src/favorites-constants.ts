// Zod-free: what the web app reads from favorites.ts without its schemas (docs/decisions/0096).
export const favoriteMessages = {
  fetchFailed: 'Failed to load favorites',
  saveFailed: 'Could not update Favorites. Please try again.',
  saved: 'Saved to Favorites',
  removed: 'Removed from Favorites',
} as const;
