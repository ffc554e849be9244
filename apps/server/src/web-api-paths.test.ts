import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { getTestServer } from './test/test-server';

/**
 * The web calls the API through a small fetch wrapper with string paths instead of hono/client (see
 * docs/decisions.md, "The web's API calls"). What the typed client would have caught at compile time, a path or
 * method the server does not serve, this test catches: it reads every call in apps/web/src and matches it against
 * the routes the real app registers. Bodies and answers are checked at run time by the contracts' zod schemas.
 */
const webSource = path.resolve(import.meta.dirname, '../../web/src');

type Call = { method: string; path: string; file: string };

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** `/circles/${id}/posts?cursor=${c}` → `/circles/:/posts`: query dropped, each interpolation one segment. */
const normalise = (raw: string) => raw.split('?')[0]?.replace(/\$\{[^}]*\}/g, ':') ?? raw;

function webCalls(): Call[] {
  const calls: Call[] = [];
  for (const file of sourceFiles(webSource)) {
    const text = fs.readFileSync(file, 'utf8');
    const relative = path.relative(webSource, file);
    // api.get('/x'), api.post<T>(`/x/${id}`, …): the wrapper prefixes /api.
    for (const match of text.matchAll(
      /\bapi\.(get|post|put|patch|delete)(?:<[^>(]*>)?\(\s*(['`])([^'`]*)\2/g,
    )) {
      const [, method = '', , rawPath = ''] = match;
      calls.push({ method: method.toUpperCase(), path: `/api${normalise(rawPath)}`, file: relative });
    }
    // Plain fetch('/api/…', { method: 'X' }) for uploads and downloads; stream URLs are GETs.
    for (const match of text.matchAll(/(['`])(\/api\/[^'`]*)\1/g)) {
      const [, , rawPath = ''] = match;
      const after = text.slice(
        (match.index ?? 0) + match[0].length,
        (match.index ?? 0) + match[0].length + 200,
      );
      const method = /method:\s*'(\w+)'/.exec(after.split(/\n\s*\n/)[0] ?? '')?.[1] ?? 'GET';
      calls.push({ method, path: normalise(rawPath), file: relative });
    }
  }
  return calls;
}

/**
 * Whether a route's path can serve a call's path, segment by segment. Route segments: a literal, `:param` (one
 * segment) or `*` (any number). Call segments: a literal, or `:` for an interpolation, which may hold one segment
 * or several (an upload's `owner/file`).
 */
function pathsMeet(route: string[], call: string[]): boolean {
  const [routeHead, ...routeRest] = route;
  const [callHead, ...callRest] = call;
  if (routeHead === undefined) return callHead === undefined;
  if (routeHead === '*')
    return call.some((_, skip) => pathsMeet(routeRest, call.slice(skip))) || pathsMeet(routeRest, []);
  if (callHead === undefined) return false;
  if (callHead === ':') {
    // The interpolation fills this route segment and perhaps the next ones too.
    return pathsMeet(routeRest, callRest) || (routeHead.startsWith(':') && pathsMeet(routeRest, call));
  }
  return (routeHead.startsWith(':') || routeHead === callHead) && pathsMeet(routeRest, callRest);
}

const segments = (value: string) => value.split('/').filter(Boolean);

const servedBy = (routes: { method: string; path: string }[], call: Call) =>
  routes.some(
    (route) =>
      (route.method === call.method || (route.method === 'GET' && call.method === 'HEAD')) &&
      pathsMeet(segments(route.path), segments(call.path)),
  );

describe('the web calls only API routes the server serves', () => {
  it('finds every api.* and fetch path in apps/web and matches each to a registered route and method', async () => {
    const calls = webCalls();
    expect(calls.length).toBeGreaterThan(80);
    // The app's own route table; middleware (method ALL) and the JSON 404 for unknown /api paths do not count.
    const { app } = createApp((await getTestServer()).context);
    // Only /api: the web app's own GET /* would serve any path.
    const routes = app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'));

    const unserved = calls.filter((call) => !servedBy(routes, call));
    expect(unserved).toEqual([]);
    // The check can fail: a path the server does not serve is reported.
    expect(servedBy(routes, { method: 'GET', path: '/api/posts/:/nonexistent', file: '' })).toBe(false);
    expect(servedBy(routes, { method: 'DELETE', path: '/api/feed/home', file: '' })).toBe(false);
  });
});
