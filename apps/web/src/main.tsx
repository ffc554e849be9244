import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { type AppRouter, createRouter, whenRouterReady } from './app/router';
import { markHydrating } from './components/draw-in-turn';
import { installAutofocusOnMount } from './lib/autofocus-on-mount';
import { drawFirstScreenOffscreen } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import { loadFirstDataOf } from './lib/route-first-data';
import { authSessionQueryOptions, meQueryOptions } from './lib/session';
import { startThemeSync } from './lib/theme';
import './index.css';

installAutofocusOnMount();
startThemeSync();
registerServiceWorker();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

/**
 * Public pages arrive rendered at build time (build/prerender.ts), marked with the path they show. React takes
 * that markup over when the first render would be the same: the same path, no query, and no state carried by a
 * reload (the sign-in notice after a password reset). Anything else starts from an empty root, as every member
 * page does.
 */
const canHydrate = () =>
  rootElement.dataset.prerendered === window.location.pathname &&
  window.location.search === '' &&
  (window.history.state as { usr?: unknown } | null)?.usr == null;

const isPrerendered = canHydrate();
const queryClient = createQueryClient();
// Member pages (and any page not rendered at build time) ask who is signed in now, while the router loads the
// page's code, instead of once the route guard renders after it: two round trips less before the page.
const sessionChecked = isPrerendered
  ? undefined
  : Promise.all([
      queryClient.prefetchQuery(authSessionQueryOptions()),
      queryClient.prefetchQuery(meQueryOptions()),
    ]);
// A page rendered at build time stays inert until the app has taken it over (build/prerender.ts).
const letVisitorIn = () => {
  markHydrating(false);
  rootElement.removeAttribute('inert');
};
const appWith = (router: AppRouter, onMounted?: () => void) => (
  <StrictMode>
    <App router={router} onMounted={onMounted} queryClient={queryClient} />
  </StrictMode>
);
/** Ends the current task: the browser handles input and paints before the next piece of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

if (isPrerendered) {
  markHydrating(true);
  // The page is on screen already: its takeover comes in pieces, each a task of its own, since one long task
  // (evaluating the code, creating the router, hydrating) would block a tap for its whole length (issue #16).
  // Preact hydrates a tree in one go: parts of the page wait their turn too (components/draw-in-turn).
  void (async () => {
    await yieldToBrowser();
    const router = createRouter();
    // The router first loads the page's code (its routes are lazy), so the first render is the page, not a spinner.
    await whenRouterReady(router);
    await yieldToBrowser();
    hydrateRoot(rootElement, appWith(router, letVisitorIn));
  })();
} else if (rootElement.dataset.memberShell !== undefined) {
  // A member page's document shows the shell's frame and the page's top drawn by the server (build/prerender.ts
  // memberPages, member-document.tsx), inert. It stays until the page can replace it whole: the page's code
  // loaded and the session known (the page's first data came in the document), so the first render is the page
  // itself, the same text in the same place, rather than a loading screen in between.
  void (async () => {
    // The session checks are on their way: creating the router (which starts loading the page's code) is a
    // task of its own, not more of the one that evaluated the entry.
    await yieldToBrowser();
    const router = createRouter();
    await Promise.all([whenRouterReady(router), sessionChecked]);
    // And the page's first data, from the document too: the first render draws the posts the frame shows, not
    // the feed's skeletons until its answer is read.
    await loadFirstDataOf(router.state.matches, queryClient);
    // Drawn off screen, the server's drawing staying in view, and swapped in whole once its first screen is
    // drawn: the feed draws its first cards in turns, a task each (lib/first-screen).
    const page = document.createElement('div');
    // The frame stays inert until then: the app mounts (off screen) before it is swapped in.
    await drawFirstScreenOffscreen(() => createRoot(page).render(appWith(router)));
    rootElement.replaceWith(page);
    page.id = 'root';
  })();
} else {
  createRoot(rootElement).render(appWith(createRouter()));
}
