import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AppContext } from '../app-context';
import { type Auth, clientIpHeader } from './auth';

/** The client's address: the socket's, or the last hop a trusted proxy appended. */
export function clientAddress(c: Context, trustProxy: boolean) {
  if (trustProxy) {
    const hops = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** better-auth's endpoints under /api/auth, with the client address stamped by us for rate limiting. */
export const authRoutes = ({ config }: AppContext, auth: Auth) =>
  new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, clientAddress(c, config.TRUST_PROXY));
    const hasBody = c.req.method !== 'GET';
    const request = new Request(c.req.url, {
      method: c.req.method,
      headers,
      body: hasBody ? await c.req.arrayBuffer() : undefined,
    });
    return auth.handler(request);
  });
