import { renderToStringAsync } from 'preact-render-to-string';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes, whenRouterReady } from './app/router';

/**
 * Build time only (build/prerender.ts runs it in Node): the markup of the app at `path` as a visitor's browser
 * first renders it (no session yet, no toaster), for main.tsx to hydrate. Public pages only: member pages
 * depend on who asks.
 */
export async function renderPage(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await whenRouterReady(router);
  const markup = await renderToStringAsync(<App router={router} />);
  router.dispose();
  return markup;
}
