import { useCallback, useSyncExternalStore } from 'react';

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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

const mobileUserAgent = /Android|iPhone|iPad|iPod|Mobile/i;
/** Below the md breakpoint the desktop sidebar does not fit, whatever the device says it is. */
const narrowScreen = '(max-width: 767px)';

/** SPEC §2: mobile is detected by user agent; a narrow window counts too, as a fallback. */
export function useIsMobile() {
  const isNarrow = useMediaQuery(narrowScreen);
  return isNarrow || mobileUserAgent.test(navigator.userAgent);
}
