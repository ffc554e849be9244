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

/**
 * React's own recoveries during hydration. A feed card is hydrated in a task of its own; when its data changes
 * first (a live count, a refetch after a feed change), React draws that card on the client instead, which is the
 * intended outcome, so it is noted as a warning rather than thrown into the console as an error (issue #41: a
 * page logs no error in normal use). Any other recoverable error is reported as React does by default.
 */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#41[89]|#42[35]|Hydration failed|did not match/.test(message)) {
    console.warn(
      'Redrawn on the client after its data changed during hydration:',
      message,
      info.componentStack,
    );
    return;
  }
  reportError(error);
}

if (state) {
  // Drawn on the server (entry-server.tsx, or at build time for a public page): React takes the markup over,
  // in pieces at the page's Suspense boundaries, and replays a click made before then.
  hydrate(queryClient, state.queries);
  void loadMatchedRoutes().then(() => {
    const router = createRouter(queryClient, state.router);
    hydrateRoot(
      rootElement,
      <StrictMode>
        {/* The markup arrives inert (entry-server.tsx): the visitor is let in once React has taken it over. */}
        <App
          router={router}
          queryClient={queryClient}
          onMounted={() => rootElement.removeAttribute('inert')}
        />
      </StrictMode>,
      { onRecoverableError: reportRecoverableError },
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
