import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { createRouter, routes } from './app/router';
import { readDocumentState } from './lib/document-state';
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

if (state) {
  // Drawn on the server (entry-server.tsx, or at build time for a public page): React takes the markup over,
  // in pieces at the page's Suspense boundaries, and replays a click made before then. A mismatch is React's
  // console error, as it reports it: the page must draw with the server's data until hydrated.
  hydrate(queryClient, state.queries);
  void loadMatchedRoutes().then(() => {
    const router = createRouter(queryClient, state.router);
    hydrateRoot(
      rootElement,
      <StrictMode>
        {/* Marked once React has taken the page over: until then its links and forms work as plain HTML. */}
        <App
          router={router}
          queryClient={queryClient}
          onMounted={() => rootElement.setAttribute('data-hydrated', '')}
        />
      </StrictMode>,
    );
  });
} else {
  // A document the server could not draw (index.html): the app renders from scratch.
  createRoot(rootElement).render(
    <StrictMode>
      <App router={createRouter(queryClient)} queryClient={queryClient} />
    </StrictMode>,
  );
}
