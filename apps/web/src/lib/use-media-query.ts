import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server cannot know the window: it draws as if no query matched, and the browser corrects it after
  // hydrating (React renders with this snapshot first, so the markup still matches).
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The user agent of the browser the page is drawn for: the request's on the server (entry-server.tsx), the
 * browser's own otherwise.
 */
export const UserAgentContext = createContext<string | null>(null);

const mobileUserAgent = /Android|iPhone|iPad|iPod|Mobile/i;
/** Below the md breakpoint the desktop sidebar does not fit, whatever the device says it is. */
const narrowScreen = '(max-width: 767px)';

/** docs/product.md §Screens: mobile is detected by user agent; a narrow window counts too, as a fallback. */
export function useIsMobile() {
  const isNarrow = useMediaQuery(narrowScreen);
  const userAgent = useContext(UserAgentContext) ?? navigator.userAgent;
  return isNarrow || mobileUserAgent.test(userAgent);
}
