import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import {
  type ApiFetch,
  hasSessionCookie,
  type Locale,
  manifestFile,
  negotiateLocale,
  type RenderDocument,
} from '@circles/contracts';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { getPreferences, preferencesQueryOptions } from './api/preferences/get-preferences';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import type { RouteArea, RouteHandle } from './config/route-handles';
import { setApiTransport } from './lib/api-client';
import { type DocumentState, documentStateElementId, scriptSafeJson } from './lib/document-state';
import { catalogueSource, cataloguesOf, createI18n, loadAllMessages } from './lib/i18n';
import { createQueryClient, routerContextWith } from './lib/query-client';
import { UserAgentContext } from './lib/use-media-query';

/**
 * The server's renderer of page documents, built by Vite's SSR build into dist/.server/entry-server.js. The
 * server (apps/server/src/lib/static-web.ts) calls renderDocument for every page a visitor asks for, and
 * build/prerender-public.ts calls it at build time for the public pages. React Router runs the matched routes'
 * loaders (the session guard, /home's first feed page...), React renders the page from the cache they filled,
 * and the document hands both to the browser, which hydrates it (main.tsx).
 */

const apiOfThisRender = new AsyncLocalStorage<ApiFetch>();
setApiTransport((url, init) => {
  const fetchApi = apiOfThisRender.getStore();
  if (!fetchApi) return Promise.reject(new Error(`${url}: the API is not reachable from this render`));
  return fetchApi(url, init);
});

// The route table is the same for every request: its lazy routes load once, on the first request for them.
const handler = createStaticHandler(routes);

const rootElement = '<div id="root"></div>';
const titleAtStart = /^<title>[^<]*<\/title>/;

/**
 * The language to draw in (issue #53): a member's saved choice (their preferences, which answer the browser's
 * language until they choose), else Accept-Language, else English. The preferences a page's loader read (/settings)
 * serve; otherwise they are read for this alone and left out of the page's cache, which holds what its loaders
 * read and nothing more (the shell reads them again in the browser, as before).
 */
async function localeOf(request: Request, queryClient: QueryClient): Promise<Locale> {
  if (hasSessionCookie(request.headers.get('cookie'))) {
    const preferences =
      queryClient.getQueryData(preferencesQueryOptions().queryKey) ??
      (await getPreferences().catch(() => undefined));
    if (preferences) return preferences.language;
  }
  return negotiateLocale(request.headers.get('accept-language'));
}

/**
 * The built files of each language's catalogue, read from the browser build's manifest beside this renderer
 * (dist/.vite): the document preloads its page's, which main.tsx loads before hydrating. None in development.
 */
let catalogueFiles: Map<string, string> | undefined;
function catalogueFile(source: string) {
  if (!catalogueFiles) {
    catalogueFiles = new Map();
    const manifest = new URL('../.vite/manifest.json', import.meta.url);
    if (manifest.protocol === 'file:' && fs.existsSync(manifest)) {
      const entries = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, { file: string }>;
      for (const [source, entry] of Object.entries(entries)) catalogueFiles.set(source, entry.file);
    }
  }
  return catalogueFiles.get(source);
}

/**
 * The page's markup once every Suspense boundary is resolved (the data is in the cache before rendering, so
 * nothing waits long). A part that suspended first (a lazy component's first use) is finished by React's
 * inline script, which runs under the response's `scriptNonce`; without one (build time) the caller must
 * check that no such script was needed. A part that fails on the server would be left for the browser, so a
 * failure anywhere fails the document: the server then sends index.html, and logs why.
 */
function renderToHtml(element: ReactNode, scriptNonce?: string) {
  return new Promise<string>((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      nonce: scriptNonce,
      // Never outline a large part to finish it later with an inline script: the whole page comes at once.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
      onShellError: reject,
      onAllReady: () => {
        if (failure) return reject(failure);
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write: (chunk: Buffer, _encoding, done) => {
            chunks.push(chunk);
            done();
          },
          final: (done) => {
            resolve(Buffer.concat(chunks).toString('utf8'));
            done();
          },
        });
        stream.pipe(sink);
      },
    });
  });
}

/**
 * The document for `request`: the built index.html (`template`) with the page drawn in #root and the state the
 * app hydrates from. `fetchApi` serves the loaders' API calls; without it (build time) a loader that calls the
 * API fails, which only member pages' loaders do.
 */
export const renderDocument: RenderDocument = async (template, request, fetchApi, { scriptNonce } = {}) => {
  if (!template.includes(rootElement))
    throw new Error('index.html must contain an empty <div id="root"></div>');
  const queryClient = createQueryClient();
  // A failed call is left to the browser, which retries it and shows what went wrong.
  queryClient.setDefaultOptions({ queries: { retry: false } });
  try {
    const context = await apiOfThisRender.run(fetchApi ?? (() => Promise.reject(new Error('no API'))), () =>
      handler.query(request, { requestContext: routerContextWith(queryClient) }),
    );
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (context.status >= 300 && context.status < 400 && location) {
        return { kind: 'redirect', status: context.status, location };
      }
      return { kind: 'not-rendered' };
    }
    if (context.errors) return { kind: 'not-rendered' };
    const locale = await apiOfThisRender.run(fetchApi ?? (() => Promise.reject(new Error('no API'))), () =>
      localeOf(request, queryClient),
    );
    // Its own instance: renders of other visitors, in other languages, run at the same time.
    const i18n = createI18n(locale, await loadAllMessages(locale));
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = await renderToHtml(
      <StrictMode>
        <UserAgentContext.Provider value={request.headers.get('user-agent') ?? ''}>
          <AppProviders queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </UserAgentContext.Provider>
      </StrictMode>,
      scriptNonce,
    );
    const state: DocumentState = {
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrate(queryClient),
      locale,
    };
    // The catalogues of the parts the page shows, in its language (main.tsx loads them before hydrating).
    const preload = cataloguesOf(context.matches)
      .map((name) => catalogueFile(catalogueSource(name, locale)))
      .filter((file) => file !== undefined)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    // React writes the page's <title> first (a hoistable rendered outside <head>): it goes in place of the
    // template's, where the browser reads it and React finds it again when hydrating.
    const title = titleAtStart.exec(markup)?.[0];
    const body = title ? markup.slice(title.length) : markup;
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      // The install prompt reads the manifest's description in the page's language (build/offline-pages.ts).
      .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="/${manifestFile(locale)}"`)
      .replace('</head>', () => `${preload}</head>`)
      .replace(/<title>[^<]*<\/title>/, () => title ?? '<title>Circles</title>')
      .replace(
        rootElement,
        () =>
          // Usable from its first byte: before the app's code runs, links and forms work as plain HTML; from
          // hydrateRoot on React replays a click on a part not yet hydrated (main.tsx).
          `<div id="root">${body}</div>` +
          `<script type="application/json" id="${documentStateElementId}">${scriptSafeJson(state)}</script>`,
      );
    return { kind: 'page', status: context.statusCode, html };
  } finally {
    queryClient.clear();
  }
};

/** A page of the route tree: its path pattern, who can open it, and whether it is drawn at build time. */
export type RoutePage = { path: string; area: RouteArea; prerender: boolean };

/**
 * Every page the router can show, read from the route tree itself (the one route list): the routes with a path
 * or an index and no children of their own. build/prerender-public.ts draws the `prerender` ones; the E2E budget
 * check opens them all.
 */
export function routePages(
  table: RouteObject[] = routes,
  parent = '',
  area: RouteArea = 'public',
): RoutePage[] {
  return table.flatMap((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const own = route.index ? parent || '/' : route.path ? joinPath(parent, route.path) : parent;
    const ownArea = handle?.area ?? area;
    if (route.children?.length) return routePages(route.children, own, ownArea);
    if (!route.index && !route.path) return [];
    return [{ path: own, area: ownArea, prerender: handle?.prerender === true }];
  });
}

/** The paths of the routes marked `prerender` (config/route-handles.ts): the public pages drawn at build time. */
export const prerenderedPaths = () =>
  routePages()
    .filter((page) => page.prerender)
    .map((page) => page.path);

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
