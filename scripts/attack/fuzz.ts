import {
  badJson,
  contentTypes,
  intEdges,
  intPast,
  intUrlValues,
  nulInUrl,
  nulStrings,
  RawNumber,
  weirdUrlValues,
  weirdValues,
} from './fuzz-values';
import type { Client } from './http';
import { runPool } from './http';
import type { Tally } from './matrix';
import { type Route, routes } from './routes';
import { fill, fillBody, onePixelPng, type Scene, type Throwaway, throwawaySession } from './scene';

type Mutation = {
  route: Route;
  /** `throwaway`: a fresh session of a throwaway member (routes that end or change a session, Route.throwaway). */
  as: 'author' | 'outsider' | 'anonymous' | 'throwaway';
  path: string;
  body?: string | Buffer;
  contentType?: string;
  /** Malformed for certain: must be refused (4xx), and must change no row. */
  mustRefuse: boolean;
  what: string;
};

function pathSlots(route: Route) {
  return [...route.path.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1] as string);
}

function buildUrl(
  route: Route,
  values: Record<string, string>,
  query?: Record<string, string>,
  rawQuery?: string,
) {
  const q = rawQuery ?? (query ? new URLSearchParams(query).toString() : '');
  return `${route.outsideApi ? '' : '/api'}${fill(route.path, values)}${q ? `?${q}` : ''}`;
}

const rawMark = '@@raw-number@@';

/** The body to send, with `field` set to `value` (undefined: the valid body). */
function bodyWith(route: Route, values: Record<string, string>, field?: string, value?: unknown) {
  if (route.raw) return { body: onePixelPng, contentType: 'image/png' };
  if (route.method === 'GET') return {};
  const valid = fillBody(route.body, values) ?? {};
  if (value instanceof RawNumber && field !== undefined) {
    const text = JSON.stringify({ ...valid, [field]: rawMark }).replace(`"${rawMark}"`, value.text);
    return { body: text, contentType: 'application/json' };
  }
  const body = field === undefined ? valid : { ...valid, [field]: value };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

const shown = (value: unknown) =>
  (value instanceof RawNumber ? value.text : (JSON.stringify(value) ?? String(value))).slice(0, 20);

/** Every malformed request for one route, as one actor. */
function mutationsOf(route: Route, scene: Scene, as: Mutation['as']): Mutation[] {
  const list: Mutation[] = [];
  // Auth routes hash or verify a password on most requests (~100 ms of CPU): a shorter list of odd values.
  const oddValues = route.auth ? weirdValues.filter((_, index) => index % 4 === 0) : weirdValues;
  const values = scene.values;
  const add = (m: Omit<Mutation, 'route' | 'as'>) => list.push({ route, as, ...m });
  const hasJsonBody = Boolean(route.body) && !route.raw;
  for (const slot of pathSlots(route)) {
    for (const bad of nulInUrl) {
      add({
        path: buildUrl(route, { ...values, [slot]: bad }, route.query),
        ...bodyWith(route, values),
        mustRefuse: true,
        what: `NUL in :${slot}`,
      });
    }
    for (const odd of weirdUrlValues) {
      add({
        path: buildUrl(route, { ...values, [slot]: odd }, route.query),
        ...bodyWith(route, values),
        mustRefuse: false,
        what: `:${slot}=${odd.slice(0, 20)}`,
      });
    }
  }
  for (const key of [...Object.keys(route.query ?? {}), 'extra']) {
    for (const bad of nulInUrl) {
      const raw = new URLSearchParams({ ...route.query }).toString();
      add({
        path: buildUrl(route, values, undefined, `${raw}${raw ? '&' : ''}${key}=${bad}`),
        ...bodyWith(route, values),
        mustRefuse: true,
        what: `NUL in ?${key}`,
      });
    }
    const numeric = /^\d+$/.test(route.query?.[key] ?? '');
    for (const odd of numeric ? [...weirdUrlValues, ...intUrlValues] : weirdUrlValues) {
      const rest = Object.entries(route.query ?? {}).filter(([k]) => k !== key);
      const raw = [...rest.map(([k, v]) => `${k}=${encodeURIComponent(v)}`), `${key}=${odd}`].join('&');
      add({
        path: buildUrl(route, values, undefined, raw),
        ...bodyWith(route, values),
        mustRefuse: false,
        what: `?${key}=${odd.slice(0, 20)}`,
      });
    }
  }
  if (hasJsonBody) {
    for (const field of [...Object.keys(route.body ?? {}), 'extra']) {
      for (const bad of nulStrings) {
        add({
          path: buildUrl(route, values, route.query),
          ...bodyWith(route, values, field, bad),
          mustRefuse: true,
          what: `NUL in .${field}`,
        });
        add({
          path: buildUrl(route, values, route.query),
          ...bodyWith(route, values, field, [bad]),
          mustRefuse: true,
          what: `NUL in .${field}[0]`,
        });
      }
      for (const odd of oddValues) {
        add({
          path: buildUrl(route, values, route.query),
          ...bodyWith(route, values, field, odd),
          mustRefuse: false,
          what: `.${field}=${shown(odd)}`,
        });
      }
      if (typeof route.body?.[field] === 'number') {
        for (const [bounds, mustRefuse] of [
          [intEdges, false],
          [intPast, true],
        ] as const) {
          for (const odd of bounds) {
            add({
              path: buildUrl(route, values, route.query),
              ...bodyWith(route, values, field, odd),
              mustRefuse,
              what: `.${field}=${shown(odd)}`,
            });
          }
        }
      }
    }
    for (const text of badJson) {
      add({
        path: buildUrl(route, values, route.query),
        body: text,
        contentType: 'application/json',
        mustRefuse: true,
        what: `bad JSON ${text}`,
      });
    }
    const huge = JSON.stringify({
      ...fillBody(route.body, values),
      pad: 'x'.repeat((route.bodyLimit ?? 64 * 1024) + 6 * 1024),
    });
    add({
      path: buildUrl(route, values, route.query),
      body: huge,
      contentType: 'application/json',
      mustRefuse: true,
      what: 'huge body',
    });
  }
  if (route.method !== 'GET') {
    const valid = (bodyWith(route, values).body as string | undefined) ?? '{}';
    for (const [type, make] of contentTypes) {
      add({
        path: buildUrl(route, values, route.query),
        body: make(typeof valid === 'string' ? valid : '{}'),
        contentType: type,
        mustRefuse: false,
        what: `content-type ${type}`,
      });
    }
  }
  return list;
}

/** All mutations of every route with a body, query or path parameter; topped up with random mixes to `atLeast`. */
export function buildMutations(scene: Scene, atLeast: number) {
  const all: Mutation[] = [];
  for (const route of routes) {
    if (route.stream) continue;
    if (!route.body && !route.query && !route.raw && !route.path.includes(':')) continue;
    const actorsFor: Mutation['as'][] = route.throwaway
      ? ['throwaway']
      : route.auth && route.access === 'public'
        ? ['anonymous']
        : ['author', 'outsider'];
    for (const as of actorsFor) all.push(...mutationsOf(route, scene, as));
  }
  // Deterministic top-up: two mutations' path and body crossed (a bad path with a bad body, and so on).
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const cheap = all.filter((m) => !m.route.auth);
  while (all.length < atLeast) {
    const a = cheap[random(cheap.length)] as Mutation;
    const sameRoute = all.filter((m) => m.route === a.route && m.as === a.as);
    const b = sameRoute[random(sameRoute.length)] ?? a;
    all.push({
      ...a,
      body: b.body,
      contentType: b.contentType,
      mustRefuse: false,
      what: `${a.what} + ${b.what}`,
    });
  }
  return all;
}

/** Sends the mutations; none may answer 5xx, and those malformed for certain must be refused with a 4xx. */
export async function runMutations(mutations: Mutation[], scene: Scene, tally: Tally, concurrency = 8) {
  let refusedWrong = 0;
  const judge = (m: Mutation, answer: { status: number; text: string }) => {
    const serverError = answer.status >= 500 || answer.status === 0;
    const notRefused = m.mustRefuse && !(answer.status >= 400 && answer.status < 500);
    if (serverError || notRefused) {
      fail(
        tally,
        `${m.route.method} ${m.route.path} as ${m.as}, ${m.what} → ${answer.status} ${answer.text.slice(0, 100)}`,
      );
      if (notRefused) refusedWrong++;
    } else tally.passed++;
  };
  const shared = mutations.filter((m) => m.as !== 'throwaway');
  const throwaway = mutations.filter((m) => m.as === 'throwaway');
  // One lane per throwaway member, one request at a time: a lane's sign-out or new password touches no other.
  const lanes = scene.throwaways.map((member, lane) => ({
    member,
    mutations: throwaway.filter((_, index) => index % scene.throwaways.length === lane),
  }));
  await Promise.all([
    runPool(shared, concurrency, async (m) => {
      const client: Client = scene.clients[m.as as Exclude<Mutation['as'], 'throwaway'>];
      judge(m, await client.send(m.route.method, m.path, { body: m.body, contentType: m.contentType }));
    }),
    ...lanes.map((lane) => runThrowawayLane(lane.member, lane.mutations, tally, judge)),
  ]);
  return { refusedWrong };
}

function fail(tally: Tally, what: string) {
  tally.failed++;
  if (tally.failures.length < 200) tally.failures.push(`fuzz: ${what}`);
}

/**
 * The throwaway routes' mutations on one throwaway member. A session is kept while requests are refused, and
 * must still be signed in after each refusal (a refused request changes nothing, its session included); after
 * an accepted one (a sign-out, a revoke, a new password) the next request gets a fresh session.
 */
async function runThrowawayLane(
  member: Throwaway,
  mutations: Mutation[],
  tally: Tally,
  judge: (m: Mutation, answer: { status: number; text: string }) => void,
) {
  let client: Client | undefined;
  for (const m of mutations) {
    try {
      client ??= await throwawaySession(member);
    } catch (error) {
      fail(tally, `${m.route.path}: ${(error as Error).message}`);
      continue;
    }
    const answer = await client.send(m.route.method, m.path, { body: m.body, contentType: m.contentType });
    judge(m, answer);
    if (answer.status >= 200 && answer.status < 300) {
      // A new password the server took (a fuzzed one may be valid): the member's from now on.
      const sent = m.route.path === '/auth/change-password' ? parsed(m.body)?.newPassword : undefined;
      if (typeof sent === 'string') member.password = sent;
      client = undefined;
    } else {
      const session = await client.send('GET', '/api/auth/get-session');
      if (session.status !== 200 || !session.json) {
        fail(
          tally,
          `${m.route.method} ${m.route.path}, ${m.what} was refused (${answer.status}) but ended the session`,
        );
        client = undefined;
      }
    }
  }
}

function parsed(body: string | Buffer | undefined) {
  try {
    return JSON.parse(String(body)) as Record<string, unknown> | undefined;
  } catch {
    return undefined;
  }
}
