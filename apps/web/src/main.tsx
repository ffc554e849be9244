import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { createRouter, routes } from './app/router';
import { readDocumentState } from './lib/document-state';
import { browserLocale, cataloguesOf, loadCatalogues, startTabI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/register-service-worker';
import { startThemeSync } from './lib/theme';
import './index.css';

startThemeSync();
registerServiceWorker();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

/**
 * The page's lazy routes, loaded before hydrating: the first render must be the page the server drew, not the
 * router's loading screen (React Router's data-mode server rendering).
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const queryClient = createQueryClient();
const state = readDocumentState();
// The language the server drew the page in (its catalogue's chunk is preloaded), else the browser's; a member's
// saved choice replaces the latter once their preferences load (app/shell/use-member-preferences.ts).
const locale = state?.locale ?? browserLocale();
// Its catalogues: the parts the page shows (their chunks preloaded by the server); a lazy route loads its own too.
const tabI18n = startTabI18n(locale);
const i18nReady = loadCatalogues(cataloguesOf(matchRoutes(routes, window.location) ?? [])).then(
  () => tabI18n,
);

if (state) {
  // Drawn on the server (entry-server.tsx, or at build time for a public page): React takes the markup over,
  // in pieces at the page's Suspense boundaries, and replays a click made before then. A mismatch is React's
  // console error, as it reports it: the page must draw with the server's data until hydrated.
  hydrate(queryClient, state.queries);
  void Promise.all([i18nReady, loadMatchedRoutes()]).then(([i18n]) => {
    const router = createRouter(queryClient, state.router);
    hydrateRoot(
      rootElement,
      <StrictMode>
        {/* Marked once React has taken the page over: until then its links and forms work as plain HTML. */}
        <App
          router={router}
          queryClient={queryClient}
          i18n={i18n}
          onMounted={() => rootElement.setAttribute('data-hydrated', '')}
        />
      </StrictMode>,
    );
  });
} else {
  // A document the server could not draw (index.html): the app renders from scratch.
  void i18nReady.then((i18n) => {
    document.documentElement.lang = locale;
    createRoot(rootElement).render(
      <StrictMode>
        <App router={createRouter(queryClient)} queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    );
  });
}
