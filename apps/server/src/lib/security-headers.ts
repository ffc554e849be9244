import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * Media may come from our own origin, blobs (recordings) and data URLs. Scripts only from our origin, except
 * in a page document drawn per request: React's own inline scripts there carry that response's nonce.
 */
export const contentSecurityPolicyWith = (scriptNonce?: string) =>
  [
    "default-src 'self'",
    scriptNonce ? `script-src 'self' 'nonce-${scriptNonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: data:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
const contentSecurityPolicy = contentSecurityPolicyWith();

/** The same set hono/secure-headers sends with our options, plus a Permissions-Policy. */
export const securityHeaderList: readonly (readonly [string, string])[] = [
  ['content-security-policy', contentSecurityPolicy],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'DENY'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
  // Recording a video needs the camera and microphone, on our own pages only; nothing else is ever asked for.
  ['permissions-policy', 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()'],
];

/** Tells browsers to use https only, once they reached us over https (never sent for an http PUBLIC_URL). */
export const hstsHeader = ['strict-transport-security', 'max-age=31536000'] as const;

// API answers are per member (and change with every write): never kept by the browser or a proxy. A route that
// sets its own Cache-Control (the SSE stream) keeps it: Node lets the handler's headers win.
const apiCacheControl = ['cache-control', 'no-store'] as const;

/**
 * CSP and friends on every response. Under Node they go straight onto the outgoing response before the handler
 * runs (Node merges them with the handler's own headers): setting them on the Response instead built a web
 * Headers object per request and validated each value, a few percent of a feed read's CPU. Without Node
 * (`app.request` in tests) they are set on the Response.
 */
export const securityHeaders = (options: { publicUrl: string }): MiddlewareHandler => {
  const list = options.publicUrl.startsWith('https://')
    ? [...securityHeaderList, hstsHeader]
    : securityHeaderList;
  return async (c, next) => {
    const isApi = c.req.path.startsWith('/api/');
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      if (isApi) outgoing.setHeader(...apiCacheControl);
      return next();
    }
    await next();
    for (const [name, value] of list) {
      // A page drawn with a nonce sets its own policy (lib/static-web.ts).
      if (name === 'content-security-policy' && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    if (isApi && !c.res.headers.has('cache-control')) c.res.headers.set(...apiCacheControl);
  };
};
