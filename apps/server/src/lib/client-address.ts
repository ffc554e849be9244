import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

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

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopback(address: string) {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * A request straight from this machine: a loopback socket and no proxy hop. A reverse proxy on the same machine
 * connects from loopback too, so a request carrying forwarding headers is treated as coming from outside, whatever
 * TRUST_PROXY says (/metrics and /dev/mailbox, issue #57).
 */
export function isDirectLoopback(c: Context) {
  if (c.req.header('x-forwarded-for') || c.req.header('x-real-ip') || c.req.header('forwarded')) return false;
  try {
    return isLoopback(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}
