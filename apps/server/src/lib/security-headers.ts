import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** Media may come from our own origin, blobs (recordings) and data URLs. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
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

/** The same set hono/secure-headers sends with our options (no HSTS: TLS ends in front of us). */
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
];

/**
 * CSP and friends on every response. Under Node they go straight onto the outgoing response before the handler
 * runs (Node merges them with the handler's own headers): setting them on the Response instead built a web
 * Headers object per request and validated each value, a few percent of a feed read's CPU. Without Node
 * (`app.request` in tests) they are set on the Response.
 */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) {
    for (const [name, value] of securityHeaderList) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of securityHeaderList) c.res.headers.set(name, value);
};
