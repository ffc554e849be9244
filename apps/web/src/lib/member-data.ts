import type { QueryClient } from '@tanstack/react-query';
import { useThemeStore } from './theme';

/**
 * Local storage keys that hold one member's data (docs/product.md §Limits 'Local storage'). Features that persist
 * member data use these names, so sign-out can remove them. Background settings are the device's, not the member's:
 * they stay.
 */
export const memberStorageKeys = {
  profile: 'circles-profile',
  wall: 'circles-wall',
  wallViewport: 'circles-wall-viewport',
} as const;

const storeResets = new Set<() => void>();

/**
 * Registers a store's reset to run at sign-out (docs/product.md §Behaviour 'resets the circle and profile stores').
 * Call once at module level next to `create(...)`; returns an unregister function.
 */
export function registerMemberStoreReset(reset: () => void) {
  storeResets.add(reset);
  return () => {
    storeResets.delete(reset);
  };
}

function removeStoredItem(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked (private mode): nothing was stored either.
  }
}

/**
 * docs/product.md §Behaviour sign-out, the local half: forget cached server data, reset member stores, remove the
 * member's stored profile, wall and theme data, and set the theme back to system.
 */
export function clearMemberData(queryClient: QueryClient) {
  queryClient.clear();
  // Resets first: a persisted store writes itself back to storage when reset.
  for (const reset of storeResets) reset();
  for (const key of Object.values(memberStorageKeys)) removeStoredItem(key);
  const theme = useThemeStore;
  theme.getState().setMode('system');
  theme.persist.clearStorage();
}
