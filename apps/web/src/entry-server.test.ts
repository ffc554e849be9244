import { describe, expect, it } from 'vitest';
import { renderDocument } from './entry-server';
import { buildMe } from './testing/factories';

const template =
  '<!doctype html><html><head><title>Circles</title></head><body><div id="root"></div></body></html>';

/** The API the loaders reach: a visitor without a session, or a member with a complete profile. */
const apiFor =
  (signedIn: boolean) =>
  async (url: string): Promise<Response> => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/api/auth/get-session'))
      return json(signedIn ? { session: { id: 's' }, user: { id: 'u', email: 'ada@example.com' } } : null);
    if (url.endsWith('/api/me'))
      return signedIn
        ? json(buildMe({ firstName: 'Ada', profileCompleted: true }))
        : json({ message: 'Not signed in' }, 401);
    return json({ message: 'Not found' }, 404);
  };

const draw = (path: string, signedIn: boolean) =>
  renderDocument(template, new Request(`http://circles.test${path}`), apiFor(signedIn));

// Each draw runs the route tree's lazy modules (Lingui's macros compiled on first import): on a loaded machine the
// first few take seconds, more than vitest's default 5 s for eight of them.
describe('unknown paths (issue #57)', { timeout: 60_000 }, () => {
  it('are drawn as the not-found page with status 404, signed in or not', async () => {
    for (const signedIn of [false, true]) {
      for (const path of ['/.env', '/backup.sql', '/wp-admin/setup.php', '/circles/abc/nope/deeper']) {
        const page = await draw(path, signedIn);
        expect(page, `${path} ${signedIn}`).toMatchObject({ kind: 'page', status: 404 });
        const html = page.kind === 'page' ? page.html : '';
        expect(html).toContain('Page not found');
        // The shell by session (decision 0037): the public header's Sign In for a visitor only.
        expect(html.includes('>Sign In</button>'), `${path} ${signedIn}`).toBe(!signedIn);
      }
    }
  });

  it('leave the pages of the route tree at 200', async () => {
    expect(await draw('/', false)).toMatchObject({ kind: 'page', status: 200 });
    expect(await draw('/auth/sign-in', false)).toMatchObject({ kind: 'page', status: 200 });
  });
});
