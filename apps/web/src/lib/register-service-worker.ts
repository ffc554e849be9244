/**
 * Registers /sw.js (the installable app, issue #18) in a built app, after the page has loaded so it never
 * competes with the first paint. The dev server skips it: it would keep stale modules between edits.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
