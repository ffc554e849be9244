import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, whenRouterReady } from './app/router';
import { installAutofocusOnMount } from './lib/autofocus-on-mount';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
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
if (!isPrerendered) {
  // Member pages (and any page not rendered at build time) ask who is signed in now, while the router loads the
  // page's code, instead of once the route guard renders after it: two round trips less before the page.
  void queryClient.prefetchQuery(authSessionQueryOptions());
  void queryClient.prefetchQuery(meQueryOptions());
}
const router = createRouter();
// A page rendered at build time stays inert until React has taken it over (build/prerender.ts).
const letVisitorIn = () => rootElement.removeAttribute('inert');
const app = (
  <StrictMode>
    <App router={router} onMounted={letVisitorIn} queryClient={queryClient} />
  </StrictMode>
);

if (isPrerendered) {
  // The router first loads the page's code (its routes are lazy), so the first render is the page, not a spinner.
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  void whenRouterReady(router).then(() => startTransition(() => void hydrateRoot(rootElement, app)));
} else {
  createRoot(rootElement).render(app);
}
