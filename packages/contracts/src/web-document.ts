/**
 * What the web build's renderer of page documents (apps/web/src/entry-server.tsx) offers the server that loads it
 * (apps/server/src/lib/static-web.ts), and where the build writes the public pages it draws ahead of time: one
 * type and one path rule for both sides.
 */

/** A document drawn for a request. */
export type RenderedDocument =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  /** A route failed in a way only the browser can show (its error page): send index.html. */
  | { kind: 'not-rendered' };

/** The API as the loaders' calls reach it: in-process, with the cookie of the visitor being drawn for. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** The renderer's entry point, built into dist/.server/entry-server.js by `npm run build`. */
export type RenderDocument = (
  template: string,
  request: Request,
  fetchApi?: ApiFetch,
  options?: { scriptNonce?: string },
) => Promise<RenderedDocument>;

/** Where a public page drawn at build time is in dist: /prerendered/index.html is /, /prerendered/auth/sign-in.html is /auth/sign-in. */
export const prerenderedFile = (page: string) => `prerendered${page === '/' ? '/index' : page}.html`;

/**
 * The web app manifest and the offline page in a language (issue #53): English is public/'s own file, every other
 * language a copy the build writes (apps/web/build/offline-pages.ts).
 */
export const manifestFile = (locale: string) =>
  locale === 'en' ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;
export const offlinePageFile = (locale: string) =>
  locale === 'en' ? 'offline.html' : `offline.${locale}.html`;

/**
 * Whether a request's Cookie header carries a session (better-auth's `circles.session_token`, `__Secure-` prefixed on
 * HTTPS): only then may the page be a member's, in the member's language. Whether the session is valid is the API's
 * to say.
 */
export const hasSessionCookie = (cookie: string | null | undefined) =>
  cookie?.includes('.session_token=') ?? false;
