import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { type ContentCoding, chooseEncoding } from './accept-encoding';

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

/** `varyByCookie`: the path's document depends on the session cookie (a member page's own document). */
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
  headers['Content-Length'] = String(body.byteLength);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
}

/**
 * Page documents written at build time under `dir` (apps/web/build/prerender.ts), by the path they are served
 * at: /prerendered/index.html is /, /prerendered/auth/sign-in.html is /auth/sign-in, /member-pages/home.html is
 * /home. Taken out of `files`, so they are only ever sent as their page.
 */
function takePages(files: Map<string, StaticFile>, dir: string) {
  const pages = new Map<string, StaticFile>();
  for (const [name, file] of files) {
    if (!name.startsWith(`${dir}/`) || !name.endsWith('.html')) continue;
    files.delete(name);
    const page = name.slice(dir.length, -'.html'.length);
    pages.set(page === '/index' ? '/' : page, file);
  }
  return pages;
}

export type WebAppOptions = {
  /**
   * Whether the request carries a session cookie (not whether the session is valid: the app checks that).
   * Only then is a member page's document sent, since it starts fetching the page's code and data at once.
   */
  hasSessionCookie?: (c: Context) => boolean | Promise<boolean>;
};

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, each file in
 * brotli or gzip when the browser accepts it (compressed once at build time), and index.html for every other
 * non-API path so the client router can render the page (or its 404). A missing /assets file is a 404, not
 * the page: a stale tab asking for an old chunk must see the error, not HTML parsed as a script.
 * A public page rendered at build time is sent instead of index.html when asked for without a query (a query,
 * such as a reset link's token, can change what the page shows; index.html lets the browser render it).
 * A member page with a document of its own (/home) gets it when asked for without a query by a visitor with a
 * session cookie; a visitor without one is sent to sign in by the app, so index.html serves them better.
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
  // Public pages rendered at build time, and member pages' documents (the shell's frame, sent with a cookie).
  const pages = takePages(files, '/prerendered');
  const memberPages = takePages(files, '/member-pages');
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file);
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const hasQuery = c.req.url.includes('?');
    const page = pages.get(c.req.path);
    if (page && !hasQuery) return send(c, page);
    const memberPage = hasQuery ? undefined : memberPages.get(c.req.path);
    if (!memberPage) return send(c, index);
    return send(c, (await options.hasSessionCookie?.(c)) ? memberPage : index, true);
  });
}
