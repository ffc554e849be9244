import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { type ContentCoding, chooseEncoding } from './accept-encoding';
import type { Logger } from './logger';
import { contentSecurityPolicyWith } from './security-headers';

type StaticFile = {
  type: string;
  body: Buffer;
  /** Written beside the file at build time (apps/web/build/precompress.ts). */
  encoded: Partial<Record<ContentCoding, Buffer>>;
  etag: string;
  cacheControl: string;
};

/** File names carry a content hash under /assets: a new build gets new names, so they never change. */
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const encodingSuffixes: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

function listFiles(directory: string, prefix = ''): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    // .vite holds the build manifest: for the build tools, not for browsers.
    if (entry.name.startsWith('.')) return [];
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(directory, entry.name), relative) : [relative];
  });
}

/** Reads the whole build once (about 2 MB with its compressed copies): requests never touch the disk. */
function loadFiles(webDist: string) {
  const files = new Map<string, StaticFile>();
  const names = listFiles(webDist);
  const present = new Set(names);
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const read = (file: string) => fs.readFileSync(path.join(webDist, file));
    const body = read(name);
    const encoded: StaticFile['encoded'] = {};
    for (const [coding, suffix] of Object.entries(encodingSuffixes) as [ContentCoding, string][]) {
      if (present.has(name + suffix)) encoded[coding] = read(name + suffix);
    }
    files.set(name, {
      type: getMimeType(name) ?? 'application/octet-stream',
      body,
      encoded,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: name.startsWith('/assets/') ? immutable : revalidate,
    });
  }
  return files;
}

/** `varyByCookie`: the path's document depends on the session cookie (a page drawn per visitor). */
function send(c: Context, file: StaticFile, varyByCookie = false) {
  const coding =
    Object.keys(file.encoded).length > 0 ? chooseEncoding(c.req.header('accept-encoding')) : undefined;
  const body = (coding && file.encoded[coding]) || file.body;
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
  };
  // Caches must key compressed answers by the header that chose them.
  const vary = [
    ...(Object.keys(file.encoded).length > 0 ? ['Accept-Encoding'] : []),
    ...(varyByCookie ? ['Cookie'] : []),
  ];
  if (vary.length > 0) headers.Vary = vary.join(', ');
  if (body !== file.body && coding) headers['Content-Encoding'] = coding;
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  return sendBody(c, body, headers);
}

function sendBody(c: Context, body: Buffer, headers: Record<string, string>, status = 200) {
  headers['Content-Length'] = String(body.byteLength);
  const code = status as 200;
  if (c.req.method === 'HEAD') return c.body(null, code, headers);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), code, headers);
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
    Vary: 'Accept-Encoding, Cookie',
    'Content-Security-Policy': contentSecurityPolicyWith(scriptNonce),
  };
  if (coding) headers['Content-Encoding'] = coding;
  return sendBody(c, body, headers, status);
}

/**
 * Public pages written at build time under /prerendered (apps/web/build/prerender-public.ts), by the path they
 * are served at: /prerendered/index.html is /, /prerendered/auth/sign-in.html is /auth/sign-in. Taken out of
 * `files`, so they are only ever sent as their page.
 */
function takePrerenderedPages(files: Map<string, StaticFile>) {
  const dir = '/prerendered';
  const pages = new Map<string, StaticFile>();
  for (const [name, file] of files) {
    if (!name.startsWith(`${dir}/`) || !name.endsWith('.html')) continue;
    files.delete(name);
    const page = name.slice(dir.length, -'.html'.length);
    pages.set(page === '/index' ? '/' : page, file);
  }
  return pages;
}

/** What the web build's renderer answers (apps/web/src/entry-server.tsx `RenderedDocument`). */
type RenderedDocument =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-rendered' };

/** The web build's renderer of page documents, built into dist/.server by `npm run build`. */
type DocumentRenderer = {
  renderDocument: (
    template: string,
    request: Request,
    fetchApi: (url: string, init: RequestInit) => Promise<Response>,
    options: { scriptNonce: string },
  ) => Promise<RenderedDocument>;
};

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

export type WebAppOptions = {
  /** Told when a page could not be drawn (the visitor then gets index.html, and the app renders it). */
  logger?: Pick<Logger, 'error'>;
};

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, each file in
 * brotli or gzip when the browser accepts it (compressed once at build time). A missing /assets file is a 404,
 * not the page: a stale tab asking for an old chunk must see the error, not HTML parsed as a script.
 * Pages: a public page rendered at build time is sent as that file when asked for without a query (a query,
 * such as a reset link's token, can change what the page shows). Every other page is drawn for the visitor by
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
  const files = loadFiles(webDist);
  const index = files.get('/index.html') as StaticFile;
  const template = index.body.toString('utf8');
  const pages = takePrerenderedPages(files);
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

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file);
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const page = c.req.url.includes('?') ? undefined : pages.get(c.req.path);
    if (page) return send(c, page);
    // index.html depends on nothing, but stands in for a page drawn per visitor: caches must not keep it.
    return (await draw(c)) ?? send(c, index, true);
  });
}
