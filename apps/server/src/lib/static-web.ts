import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import {
  defaultLocale,
  hasSessionCookie,
  negotiateLocale,
  prerenderedFile,
  type RenderDocument,
} from '@circles/contracts';
import { type ServeStaticOptions, serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, Next } from 'hono';
import { etag } from 'hono/etag';
import { chooseEncoding } from './accept-encoding';
import type { Logger } from './logger';
import { contentSecurityPolicyWith } from './security-headers';

/** File names carry a content hash under /assets: a new build gets new names, so they never change. */
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** Not for browsers: dot directories (.vite's manifest, .server's renderer) and the prerendered pages' files. */
const isHidden = (requestPath: string) => /\/\./.test(requestPath) || requestPath.startsWith('/prerendered/');

/**
 * Serves a file of the build (Hono's serveStatic, with the brotli or gzip copy written beside it at build time,
 * apps/web/build/precompress.ts) with an ETag, or calls `next` when there is none. `vary` is added to what the
 * answer varies by (caches must key compressed answers by the header that chose them).
 */
function fileServer(options: ServeStaticOptions, cacheControl: (requestPath: string) => string, vary = '') {
  const serve = serveStatic({ ...options, precompressed: true });
  const tag = etag();
  return async (c: Context, next: Next) => {
    let missing = false;
    await tag(c, async () => {
      const found = await serve(c, async () => {
        missing = true;
      });
      if (found) c.res = found;
    });
    if (missing) return next();
    c.res.headers.set('Cache-Control', cacheControl(c.req.path));
    c.res.headers.set('Vary', ['Accept-Encoding', vary].filter(Boolean).join(', '));
    return c.res;
  };
}

/** A document drawn for this request, compressed for it: per visitor, so never kept by a shared cache. */
function sendDrawn(c: Context, html: string, status: number, scriptNonce: string) {
  const plain = Buffer.from(html);
  const coding = chooseEncoding(c.req.header('accept-encoding'));
  // Some tens of kilobytes: quick to compress at a middling level on every request.
  const body =
    coding === 'br'
      ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : coding === 'gzip'
        ? zlib.gzipSync(plain, { level: 6 })
        : plain;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    // The visitor's own page: no shared cache may keep it, and the browser asks again each time.
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding, Accept-Language, Cookie',
    'Content-Security-Policy': contentSecurityPolicyWith(scriptNonce),
  };
  if (coding) headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(body.byteLength);
  const code = status as 200;
  if (c.req.method === 'HEAD') return c.body(null, code, headers);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), code, headers);
}

/** The web build's renderer of page documents, built into dist/.server by `npm run build`. */
type DocumentRenderer = { renderDocument: RenderDocument };

/** The renderer's place in the web build's output; a dot directory, so the server never sends it to a browser. */
const rendererFile = '.server/entry-server.js';

/** The web build's renderer, loaded on the first page asked for; null when the build has none. */
function rendererLoader(webDist: string) {
  let loading: Promise<DocumentRenderer | null> | undefined;
  return () => {
    const file = path.join(webDist, rendererFile);
    loading ??= fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<DocumentRenderer>)
      : Promise.resolve(null);
    return loading;
  };
}

/** The headers of the page's request that its API calls carry too: who asks (the session), and from where. */
const forwardedHeaders = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for'];

/**
 * The API for the loaders of the page being drawn: the same app, called in-process (no socket, no second
 * request through a proxy) with the page request's cookie, so each answer is exactly what the browser would get.
 */
function apiFor(app: Hono, c: Context) {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    for (const name of forwardedHeaders) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    // Only the incoming socket (the client's address, for rate limits); the outgoing response is the page's.
    return Promise.resolve(
      app.fetch(new Request(new URL(url, c.req.url), { ...init, headers }), { incoming }),
    );
  };
}

/**
 * The public pages drawn at build time are English (issue #53): they suit a visitor whose browser asks for English
 * and who is not signed in (a member reads in the language they chose). Anyone else gets the page drawn for them.
 */
const suitsPrerendered = (c: Context) =>
  negotiateLocale(c.req.header('accept-language')) === defaultLocale &&
  !hasSessionCookie(c.req.header('cookie'));

export type WebAppOptions = {
  /** Told when a page could not be drawn (the visitor then gets index.html, and the app renders it). */
  logger?: Pick<Logger, 'error'>;
};

/**
 * Serves the built web app with Hono's serveStatic and etag(): hashed assets cached for a year, everything else
 * revalidated, each file in brotli or gzip when the browser accepts it (compressed once at build time). A missing /assets file is a 404,
 * not the page: a stale tab asking for an old chunk must see the error, not HTML parsed as a script.
 * Pages: a public page rendered at build time is sent as that file when asked for without a query (a query,
 * such as a reset link's token, can change what the page shows) by an English-reading visitor without a session. Every other page is drawn for the visitor by
 * the web build's renderer (React Router's loaders, then React's server rendering: apps/web/src/entry-server.tsx),
 * or redirected where its loaders send the visitor (a member page without a session: to sign-in). Anything
 * that fails on the way gets index.html, from which the app renders in the browser.
 */
export function mountWebApp(app: Hono, webDist: string, options: WebAppOptions = {}) {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503),
    );
    return;
  }
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const root = webDist;
  const sendFile = fileServer({ root }, (file) => (file.startsWith('/assets/') ? immutable : revalidate));
  // Written by apps/web/build/prerender-public.ts, at the path the same rule gives.
  const sendPrerendered = fileServer(
    { root, rewriteRequestPath: (page) => `/${prerenderedFile(page)}` },
    () => revalidate,
    'Accept-Language, Cookie',
  );
  // index.html depends on nothing, but stands in for a page drawn per visitor: caches must not keep it.
  const sendIndex = fileServer({ root, path: 'index.html' }, () => revalidate, 'Cookie');
  const loadRenderer = rendererLoader(webDist);

  /** The page drawn for this visitor, or null when they are to get index.html. */
  async function draw(c: Context) {
    try {
      // A renderer that fails to load (a broken build) fails every page the same way: index.html.
      const renderer = await loadRenderer();
      if (!renderer) return null;
      const request = new Request(c.req.url, { headers: c.req.raw.headers, signal: c.req.raw.signal });
      // New for every response: a part of the page React finishes after the rest comes with an inline script.
      const scriptNonce = randomBytes(16).toString('base64');
      const rendered = await renderer.renderDocument(template, request, apiFor(app, c), { scriptNonce });
      if (rendered.kind === 'redirect') return c.redirect(rendered.location, rendered.status as 302);
      if (rendered.kind === 'page') return sendDrawn(c, rendered.html, rendered.status, scriptNonce);
      return null;
    } catch (error) {
      options.logger?.error(
        { err: error, path: c.req.path },
        'web: could not draw the page, sent index.html',
      );
      return null;
    }
  }

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    // A directory is a page, never its index.html (serveStatic's default).
    if (isHidden(c.req.path) || c.req.path.endsWith('/') || c.req.path === '/index.html') return next();
    return sendFile(c, next);
  });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    if (c.req.url.includes('?') || isHidden(c.req.path) || !suitsPrerendered(c)) return next();
    return sendPrerendered(c, next);
  });
  app.on(['GET', 'HEAD'], '*', async (c, next) => (await draw(c)) ?? sendIndex(c, next));
}
