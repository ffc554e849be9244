import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type * as EntryServer from '../src/entry-server';

/** The page request's headers its API calls carry too (as apps/server/src/lib/static-web.ts does). */
const forwardedHeaders = ['cookie', 'user-agent', 'accept-language'];

/** A page, not a module, an asset or the API: a GET for HTML on a path whose last segment has no extension. */
const isPageRequest = (req: IncomingMessage, url: string) =>
  req.method === 'GET' &&
  Boolean(req.headers.accept?.includes('text/html')) &&
  !/^\/(api|@|src\/|node_modules\/)/.test(url) &&
  !/\.[^/]*$/.test(url.split('?')[0] ?? '');

async function renderPage(server: ViteDevServer, req: IncomingMessage, url: string, apiOrigin: string) {
  const raw = fs.readFileSync(path.join(server.config.root, 'index.html'), 'utf8');
  const template = await server.transformIndexHtml(url, raw);
  // Loaded through Vite's module graph: an edited file is loaded afresh on the next page asked for.
  const { renderDocument } = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value);
  const request = new Request(new URL(url, `http://${req.headers.host ?? 'localhost'}`), { headers });
  return renderDocument(template, request, (apiUrl, init) => {
    const apiHeaders = new Headers(init.headers);
    for (const name of forwardedHeaders) {
      const value = req.headers[name];
      if (typeof value === 'string') apiHeaders.set(name, value);
    }
    return fetch(new URL(apiUrl, apiOrigin), { ...init, headers: apiHeaders, redirect: 'manual' });
  });
}

/**
 * `npm run dev` draws pages on the server as production does: the same renderer (src/entry-server.tsx), its
 * loaders calling the API server at `apiOrigin`, the browser hydrating the result with hot reload as usual. A page
 * the renderer leaves to the browser gets Vite's index.html, as production sends its own.
 */
export function devServerRendering(apiOrigin: string): Plugin {
  return {
    name: 'circles:dev-server-rendering',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? req.url ?? '/';
        if (!isPageRequest(req, url)) return next();
        try {
          const rendered = await renderPage(server, req, url, apiOrigin);
          if (rendered.kind === 'not-rendered') return next();
          res.statusCode = rendered.status;
          if (rendered.kind === 'redirect') {
            res.setHeader('Location', rendered.location);
            return res.end();
          }
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(rendered.html);
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          server.config.logger.error(
            `could not draw ${url} on the server, sent index.html: ${String(error)}`,
          );
          next();
        }
      });
    },
  };
}
