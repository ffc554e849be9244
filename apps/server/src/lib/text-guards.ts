import { findForbiddenText, normalizeTexts, requestGuardMessages } from '@circles/contracts';
import type { Context, MiddlewareHandler } from 'hono';

const refuse = (c: Context, field: string, message: string = requestGuardMessages.nulCharacter) =>
  c.json({ message, code: 'invalid_request', fieldErrors: { [field]: [message] } }, 400);

/**
 * What a JSON text may hide that a write must not store: a control character (raw, or escaped as `\u0007`, `\b`,
 * `\f`), a lone surrogate (only escaped) or text NFC would change (non-ASCII). A text without any is stored as
 * sent, unparsed here: most bodies are plain ASCII.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const mayNeedLook = /[\\\u0000-\u0008\u000b\u000c\u000e-\u001f\u0080-\uffff]/;

/** Raw controls in a text that is not JSON (the route's validator answers the rest). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const rawControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * PostgreSQL cannot hold a NUL character in text (error 22021, which would be a 500). These refuse it up front,
 * before a route runs, so every route (new ones too) answers 400. `validate` checks the parsed values again.
 */
export const rejectNulInUrl = (): MiddlewareHandler => async (c, next) => {
  const url = c.req.url;
  if (!/%00/i.test(url) && !url.includes('\u0000')) return next();
  return refuse(c, /%00/i.test(new URL(url).search) ? 'query' : 'path');
};

/** A form body's problem, from its decoded names and values (NFC is not applied: no stored text comes as a form). */
function formProblem(text: string) {
  if (/%00/i.test(text) || text.includes('\u0000'))
    return { field: 'body', message: requestGuardMessages.nulCharacter };
  try {
    return findForbiddenText(Object.fromEntries(new URLSearchParams(text)));
  } catch {
    return undefined;
  }
}

/**
 * The text of every API write, once for every route (issue #57, docs/decisions/0087): a body holding a control
 * character other than tab, line feed and carriage return, or a lone surrogate, in any string or key, is refused
 * with 400 naming the field (refused, not stripped: nothing is stored other than it was written); every other
 * string is put in Unicode NFC before any route reads it, so `é` typed or pasted in either form is one text. Runs
 * after the size limits; uploads (`skip`, by path) and multipart bodies are bytes, not text.
 */
export const guardBodyText =
  (options: { skip: (path: string) => boolean }): MiddlewareHandler =>
  async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || !c.req.raw.body) return next();
    const type = c.req.header('content-type') ?? '';
    if (options.skip(c.req.path) || type.startsWith('multipart/')) return next();
    const text = await c.req.text();
    if (type.includes('x-www-form-urlencoded')) {
      const problem = formProblem(text);
      return problem ? refuse(c, problem.field, problem.message) : next();
    }
    if (!mayNeedLook.test(text)) return next();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the route's validator answers it, but a raw control is named here.
      if (text.includes('\u0000')) return refuse(c, 'body');
      return rawControl.test(text) ? refuse(c, 'body', requestGuardMessages.controlCharacter) : next();
    }
    const problem = findForbiddenText(parsed);
    if (problem) return refuse(c, problem.field, problem.message);
    const normalized = JSON.stringify(normalizeTexts(parsed));
    // Every later read of the body (validators' json(), better-auth's arrayBuffer()) comes from Hono's cache.
    if (normalized !== JSON.stringify(parsed))
      (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(normalized);
    return next();
  };
