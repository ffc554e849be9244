import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import {
  type MemberAnswers,
  type MemberDocumentRenderer,
  memberDocumentRendererFile,
  memberDocumentSlots,
} from '@circles/contracts';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { type ContentCoding, chooseEncoding } from './accept-encoding';
import type { Logger } from './logger';

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

/** `varyByCookie`: the path's document depends on the session cookie (a member page's path). */
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

function sendBody(c: Context, body: Buffer, headers: Record<string, string>) {
  headers['Content-Length'] = String(body.byteLength);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
}

/**
 * A member page's document cut at its two slots (contracts' memberDocumentSlots), once when the build is read:
 * what a member's page and answers hold is put between the parts, never searched, so a post's text that spells
 * a slot stays text.
 */
type MemberDocument = { file: StaticFile; parts: [before: string, between: string, after: string] };

function cutAtSlots(file: StaticFile): MemberDocument {
  const html = file.body.toString('utf8');
  const shell = html.indexOf(memberDocumentSlots.shell);
  const answers = html.indexOf(memberDocumentSlots.answers);
  if (shell < 0 || answers < shell)
    throw new Error("a member page's document must have its shell slot, then its answers slot");
  return {
    file,
    parts: [
      html.slice(0, shell),
      html.slice(shell + memberDocumentSlots.shell.length, answers),
      html.slice(answers + memberDocumentSlots.answers.length),
    ],
  };
}

/**
 * JSON that is safe inside a <script> element: no "</script>" or "<!--" can end or change it. The characters
 * escaped never stand outside a string in JSON, and inside one the escape means the same character.
 */
const scriptSafeJson = (json: string) =>
  json
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** A member page's document with the member's own page and answers in it, compressed for this request. */
function sendMemberDocument(c: Context, document: MemberDocument, shell: string, answersJson: string) {
  const [before, between, after] = document.parts;
  const plain = Buffer.from(before + shell + between + scriptSafeJson(answersJson) + after);
  const coding = chooseEncoding(c.req.header('accept-encoding'));
  // Some tens of kilobytes: quick to compress at a middling level on every request.
  const body =
    coding === 'br'
      ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : coding === 'gzip'
        ? zlib.gzipSync(plain, { level: 6 })
        : plain;
  const headers: Record<string, string> = {
    'Content-Type': document.file.type,
    // The member's own page: no shared cache may keep it, and the browser asks again each time.
    'Cache-Control': 'private, no-cache',
    Vary: 'Accept-Encoding, Cookie',
  };
  if (coding) headers['Content-Encoding'] = coding;
  return sendBody(c, body, headers);
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
   * The answers to a member page's first GET requests (`urls`) for the member asking, or null when this visitor
   * should not get the page's document: no valid session. Only a member gets it, since it shows their page and
   * starts fetching its code at once; the app sends anyone else where they belong from index.html.
   */
  answerAsMember?: (c: Context, urls: readonly string[]) => Promise<MemberAnswers | null>;
  /** Told when a member page could not be drawn (the member then gets index.html). */
  logger?: Pick<Logger, 'error'>;
};

/**
 * The web build's renderer of member pages (contracts' MemberDocumentRenderer), loaded on the first member page
 * asked for; null when the build has none.
 */
function rendererLoader(webDist: string) {
  let loading: Promise<MemberDocumentRenderer | null> | undefined;
  return () => {
    const file = path.join(webDist, memberDocumentRendererFile);
    loading ??= fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<MemberDocumentRenderer>)
      : Promise.resolve(null);
    return loading;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, each file in
 * brotli or gzip when the browser accepts it (compressed once at build time), and index.html for every other
 * non-API path so the client router can render the page (or its 404). A missing /assets file is a 404, not
 * the page: a stale tab asking for an old chunk must see the error, not HTML parsed as a script.
 * A public page rendered at build time is sent instead of index.html when asked for without a query (a query,
 * such as a reset link's token, can change what the page shows; index.html lets the browser render it).
 * A member page with a document of its own (/home) gets it, drawn for them by the web build's renderer from the
 * answers to the page's first requests (options.answerAsMember), when a signed-in member asks for it without a
 * query; anyone else, or anything that fails on the way, gets index.html.
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
  const memberPages = new Map(
    [...takePages(files, '/member-pages')].map(([page, file]) => [page, cutAtSlots(file)]),
  );
  const loadRenderer = rendererLoader(webDist);

  /** The member page `page`'s document drawn for the member asking, or null when they are to get index.html. */
  async function drawMemberPage(c: Context, page: string, document: MemberDocument) {
    if (!options.answerAsMember) return null;
    try {
      // A renderer that fails to load (a broken build) fails every member page the same way: index.html.
      const renderer = await loadRenderer();
      const wanted = renderer?.memberPages[page];
      if (!renderer || !wanted) return null;
      const answers = await options.answerAsMember(c, wanted.answers);
      if (!answers) return null;
      // Drawn from the answers as the browser will read them: JSON, not the services' own objects (dates...).
      const answersJson = JSON.stringify(answers);
      const shell = await renderer.renderMemberShell(page, JSON.parse(answersJson) as MemberAnswers);
      return shell === null ? null : sendMemberDocument(c, document, shell, answersJson);
    } catch (error) {
      options.logger?.error(
        { err: error, path: page },
        'member document: could not draw the page, sent index.html',
      );
      return null;
    }
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file);
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const hasQuery = c.req.url.includes('?');
    const page = pages.get(c.req.path);
    if (page && !hasQuery) return send(c, page);
    const memberPage = hasQuery ? undefined : memberPages.get(c.req.path);
    const drawn = memberPage && (await drawMemberPage(c, c.req.path, memberPage));
    if (drawn) return drawn;
    // A member would have had the document: caches must not hand them this index.html.
    return send(c, index, Boolean(memberPage));
  });
}
