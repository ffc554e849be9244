/**
 * Registers /sw.js (the installable app, issue #18) in a built app, after the page has loaded so it never
 * competes with the first paint. The dev server skips it: it would keep stale modules between edits.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => tellServiceWorkerLanguage(document.documentElement.lang))
      .catch((error: unknown) => {
        console.error('Service worker registration failed', error);
      });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Tells the service worker the language the app is read in, so its offline page speaks it (issue #53): at start
 * and when the member changes it (lib/i18n.ts switchLocale).
 */
export function tellServiceWorkerLanguage(language: string) {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'language', language }),
  );
}
