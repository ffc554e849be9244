import type { Client } from './http';
import { type Route, routes } from './routes';
import { type Actor, actors, fill, fillBody, onePixelPng, type Scene, throwawaySession } from './scene';

export type Tally = { passed: number; failed: number; leaks: number; failures: string[] };

function expectation(route: Route, actor: Actor): 'allow' | 'deny' {
  if (route.access === 'public') return 'allow';
  if (route.access === 'token' || route.access === 'closed') return 'deny';
  if (actor === 'anonymous') return 'deny';
  if (route.access === 'member') return 'allow';
  if (route.access === 'author') return actor === 'author' ? 'allow' : 'deny';
  if (actor === 'outsider') return 'deny';
  if (actor === 'pending') return route.pendingMay ? 'allow' : 'deny';
  return 'allow';
}

export async function requestRoute(client: Client, route: Route, values: Record<string, string>) {
  const path = `${route.outsideApi ? '' : '/api'}${fill(route.path, values)}`;
  const query = route.query ? `?${new URLSearchParams(route.query)}` : '';
  if (route.stream) {
    const controller = new AbortController();
    const response = await fetch(`${client.base}${path}`, {
      headers: client.cookie ? { cookie: client.cookie } : {},
      signal: controller.signal,
    });
    controller.abort();
    return { status: response.status, text: '' };
  }
  if (route.raw) {
    return client.send(route.method, `${path}${query}`, { body: onePixelPng, contentType: 'image/png' });
  }
  const body = fillBody(route.body, values);
  return client.json(route.method, `${path}${query}`, body ?? (route.method === 'GET' ? undefined : {}));
}

/** The client `actor` sends `route` with: for a `throwaway` route, a fresh throwaway session for any member. */
async function clientFor(scene: Scene, route: Route, actor: Actor) {
  if (!route.throwaway || actor === 'anonymous') return scene.clients[actor];
  return throwawaySession(scene.throwaways[0] as Scene['throwaways'][number]);
}

/**
 * Every route against the private circle, as each of anonymous, outsider, pending invitee, member and author.
 * A refusal must be a 4xx and never carry the circle's content; an allowed read must answer 2xx. Writes run only
 * where they must be refused (the scene stays as it is). better-auth's public routes are left to the fuzzer; its
 * member routes are here, those that end or change a session on a throwaway member's fresh session.
 */
export async function runAccessMatrix(scene: Scene, tally: Tally) {
  for (const route of routes) {
    if (route.auth && route.access === 'public') continue;
    for (const actor of actors) {
      const expected = expectation(route, actor);
      if (route.mutates && expected === 'allow') continue;
      // One signed-in attempt is enough on a throwaway member: the scene's actors are nothing to it.
      if (route.throwaway && actor !== 'anonymous' && actor !== 'member') continue;
      const answer = await requestRoute(await clientFor(scene, route, actor), route, scene.values);
      const label = `${route.method} ${route.path} as ${actor}`;
      const mayNotSee = actor === 'anonymous' || actor === 'outsider' || actor === 'pending';
      const leaked = mayNotSee && scene.secrets.some((secret) => answer.text.includes(secret));
      const ok =
        expected === 'allow'
          ? answer.status >= 200 && answer.status < 300
          : answer.status >= 400 && answer.status < 500;
      if (leaked || (expected === 'deny' && answer.status < 300)) tally.leaks++;
      if (ok && !leaked) tally.passed++;
      else {
        tally.failed++;
        tally.failures.push(
          `matrix: ${label} answered ${answer.status}${leaked ? ' WITH PRIVATE CONTENT' : ''}`,
        );
      }
    }
  }
}

/** Every write from a sibling origin (and with no Origin) is refused with 403, as the member. */
export async function runCrossOrigin(scene: Scene, tally: Tally) {
  for (const route of routes) {
    if (route.method === 'GET' || route.outsideApi) continue;
    // A sign-out let through would end the scene's member's session: a throwaway's instead.
    const member = await clientFor(scene, route, 'member');
    const path = `/api${fill(route.path, scene.values)}${route.query ? `?${new URLSearchParams(route.query)}` : ''}`;
    const body = route.raw ? onePixelPng : JSON.stringify(fillBody(route.body, scene.values) ?? {});
    const contentType = route.raw ? 'image/png' : 'application/json';
    const forged: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:1' },
      { origin: 'null' },
      { origin: 'http://attacker.example', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of forged) {
      const answer = await member.send(route.method, path, { body, contentType, headers });
      if (answer.status === 403 && (answer.json as { code?: string } | undefined)?.code === 'cross_origin') {
        tally.passed++;
      } else {
        tally.failed++;
        tally.failures.push(
          `cross-origin: ${route.method} ${route.path} from ${headers.origin} answered ${answer.status}`,
        );
      }
    }
  }
}
