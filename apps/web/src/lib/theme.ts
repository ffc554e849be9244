import type { themeModes } from '@circles/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The theme preference's values (docs/product.md §Data), as the server checks them. */
export type ThemeMode = (typeof themeModes)[number];
export type ResolvedTheme = 'light' | 'dark';

/** public/theme-init.js reads this key before the bundle loads: keep the two in step. */
export const themeStorageKey = 'circles-theme';
const darkQuery = '(prefers-color-scheme: dark)';

type ThemeState = {
  mode: ThemeMode;
  /** The OS preference, tracked live; only matters in 'system' mode. Not persisted. */
  systemPrefersDark: boolean;
  setMode: (mode: ThemeMode) => void;
  setSystemPrefersDark: (prefersDark: boolean) => void;
};

const readSystemPrefersDark = () => typeof window !== 'undefined' && window.matchMedia(darkQuery).matches;

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      mode: 'system',
      systemPrefersDark: readSystemPrefersDark(),
      setMode: (mode) => set({ mode }),
      setSystemPrefersDark: (systemPrefersDark) => set({ systemPrefersDark }),
    }),
    {
      name: themeStorageKey,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ mode }) => ({ mode }),
    },
  ),
);

export const resolveTheme = (mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme =>
  mode === 'dark' || (mode === 'system' && systemPrefersDark) ? 'dark' : 'light';

/**
 * Theme for components: the chosen mode, what it resolves to now, and setters.
 * `toggle` flips to the explicit opposite of what is shown (docs/product.md §Behaviour: toggling from system leaves
 * system).
 */
export function useTheme() {
  const mode = useThemeStore((state) => state.mode);
  const systemPrefersDark = useThemeStore((state) => state.systemPrefersDark);
  const setMode = useThemeStore((state) => state.setMode);
  const resolvedTheme = resolveTheme(mode, systemPrefersDark);
  return {
    mode,
    resolvedTheme,
    isDark: resolvedTheme === 'dark',
    setMode,
    toggle: () => setMode(resolvedTheme === 'dark' ? 'light' : 'dark'),
  };
}

function applyTheme(theme: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/**
 * Keeps <html> in step with the store: applies the theme now, follows the OS preference live, and picks up a
 * change made in another tab. Call once at start-up; returns a cleanup for tests and hot reload.
 */
export function startThemeSync() {
  const media = window.matchMedia(darkQuery);
  const onSystemChange = (event: MediaQueryListEvent) =>
    useThemeStore.getState().setSystemPrefersDark(event.matches);
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) void useThemeStore.persist.rehydrate();
  };

  const sync = (state: ThemeState) => applyTheme(resolveTheme(state.mode, state.systemPrefersDark));
  useThemeStore.getState().setSystemPrefersDark(media.matches);
  sync(useThemeStore.getState());
  const unsubscribe = useThemeStore.subscribe(sync);
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
