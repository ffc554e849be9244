import { findNulCharacter, requestGuardMessages } from '@circles/contracts';
import type { Context, MiddlewareHandler } from 'hono';

const refuse = (c: Context, field: string) =>
  c.json(
    {
      message: requestGuardMessages.nulCharacter,
      code: 'invalid_request',
      fieldErrors: { [field]: [requestGuardMessages.nulCharacter] },
    },
    400,
  );

/** True when a JSON text holds a NUL in any string or key (the escape `\u0000` or the raw byte). */
function jsonHasNul(text: string) {
  if (text.includes('\u0000')) return true;
  if (!/\\u0000/i.test(text)) return false;
  try {
    return findNulCharacter(JSON.parse(text)) !== undefined;
  } catch {
    return false; // not JSON: the route's validator answers it
  }
}

/**
 * PostgreSQL cannot hold a NUL character in text (error 22021, which would be a 500). These refuse it up front,
 * before a route runs, so every route (new ones too) answers 400. `validate` checks the parsed values again.
 */
export const rejectNulInUrl = (): MiddlewareHandler => async (c, next) => {
  const url = c.req.url;
  if (!/%00/i.test(url) && !url.includes('\u0000')) return next();
  return refuse(c, /%00/i.test(new URL(url).search) ? 'query' : 'path');
};

/** Routes whose body is a raw file (post media, the avatar): bytes with their own limits, never parsed as text. */
export const isUploadPath = (path: string) => path.startsWith('/api/media/') || path === '/api/me/avatar';

/** Text bodies of API writes (after the size limit). Uploads are bytes, not text: they are not looked at. */
export const rejectNulInBody = (): MiddlewareHandler => async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || !c.req.raw.body) return next();
  const type = c.req.header('content-type') ?? '';
  if (isUploadPath(c.req.path) || type.startsWith('multipart/')) return next();
  const text = await c.req.text();
  const hasNul = type.includes('x-www-form-urlencoded')
    ? /%00/i.test(text) || text.includes('\u0000')
    : jsonHasNul(text);
  return hasNul ? refuse(c, 'body') : next();
};
