import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountWebApp } from './static-web';

const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
const signInPage =
  '<!doctype html><html><head><title>Welcome back · Circles</title></head><body>Sign in</body></html>';
const template =
  '<!doctype html><html><head><title>Circles</title></head><body><div id="root"></div></body></html>';
/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx): /home asks the API who is signed in
 * (in-process, with the visitor's cookie), sends a visitor without a session to sign-in, fails for a member
 * named 'Fail', and draws the member's first name in the template; /broken is a route only the browser can show.
 */
const renderer = `
export async function renderDocument(template, request, fetchApi) {
  const url = new URL(request.url);
  if (url.pathname === '/broken') return { kind: 'not-rendered' };
  const response = await fetchApi('/api/me', { headers: { Accept: 'application/json' } });
  if (response.status === 401) return { kind: 'redirect', status: 302, location: '/auth/sign-in?redirect=' + url.pathname };
  const me = await response.json();
  if (me.firstName === 'Fail') throw new Error('cannot draw');
  const page = '<p>' + url.pathname + ': ' + me.firstName.replaceAll('<', '&lt;') + ' via ' + me.agent + '</p>';
  return { kind: 'page', status: url.pathname === '/nowhere' ? 404 : 200, html: template.replace('<div id="root"></div>', '<div id="root">' + page + '</div>') };
}`;
/** The members behind the test's sessions, as the API answers /api/me for them. */
const members: Record<string, { firstName: string }> = {
  ada: { firstName: 'Ada</script>' },
  fail: { firstName: 'Fail' },
};
const pageFor = (path: string, name: string, agent = 'test-agent') =>
  template.replace('<div id="root"></div>', `<div id="root"><p>${path}: ${name} via ${agent}</p></div>`);
const loggedErrors: unknown[] = [];
let app: Hono;

/** The app the renderer's API calls reach: /api/me answers for the session in the cookie. */
function mountApi(target: Hono) {
  target.get('/api/me', (c) => {
    const session = /session=(\w+)/.exec(c.req.header('cookie') ?? '')?.[1];
    const me = session ? members[session] : undefined;
    if (!me) return c.json({ message: 'User does not Log In!' }, 401);
    return c.json({ ...me, agent: c.req.header('user-agent') });
  });
}

beforeAll(() => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const write = (name: string, body: string | Buffer) => fs.writeFileSync(path.join(dist, name), body);
  write('index.html', template);
  write('index.html.br', zlib.brotliCompressSync(template));
  write('index.html.gz', zlib.gzipSync(template));
  write('assets/app-Ab12.js', script);
  write('assets/app-Ab12.js.br', zlib.brotliCompressSync(script));
  write('assets/app-Ab12.js.gz', zlib.gzipSync(script));
  write('assets/font-Cd34.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  write('.vite/manifest.json', '{}');
  fs.mkdirSync(path.join(dist, 'prerendered/auth'), { recursive: true });
  write('prerendered/auth/sign-in.html', signInPage);
  write('prerendered/index.html', '<p>coming soon</p>');
  fs.mkdirSync(path.join(dist, '.server'));
  write('.server/entry-server.js', renderer);
  app = new Hono();
  mountApi(app);
  mountWebApp(app, dist, { logger: { error: (payload: unknown) => loggedErrors.push(payload) } });
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('the built web app', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, with its own length', async () => {
    const response = await get('/assets/app-Ab12.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself, following the q-values', async () => {
    const gzip = await get('/assets/app-Ab12.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/app-Ab12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(script));
  });

  it('sends a page rendered at build time at its path, unless a query may change what it shows', async () => {
    expect(await (await get('/auth/sign-in')).text()).toBe(signInPage);
    expect(await (await get('/')).text()).toBe('<p>coming soon</p>');
    // With a query, or another path, the page is drawn for the request (here: no session, so to sign-in).
    expect((await get('/auth/sign-in?redirect=%2Fhome')).status).toBe(302);
    expect((await get('/prerendered/auth/sign-in.html')).status).toBe(302);
  });

  it('sends the English page drawn at build time only to an English-reading visitor without a session', async () => {
    const english = await get('/', { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' });
    expect(await english.text()).toBe('<p>coming soon</p>');
    expect(english.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(await (await get('/', { 'accept-language': 'x'.repeat(100_000) })).text()).toBe(
      '<p>coming soon</p>',
    );
    // Anyone else gets the page drawn for them (here: no session, so to sign-in; a member's own page).
    expect((await get('/', { 'accept-language': 'es-ES,es;q=0.9' })).status).toBe(302);
    expect((await get('/auth/sign-in', { 'accept-language': 'zh-CN' })).status).toBe(302);
    const member = await get('/', {
      cookie: 'circles.session_token=x; session=ada',
      'user-agent': 'test-agent',
    });
    expect(await member.text()).toBe(pageFor('/', 'Ada&lt;/script>'));
  });

  it("draws a page for the visitor from the API's answers for their own cookie", async () => {
    const member = { cookie: 'session=ada', 'user-agent': 'test-agent' };
    const home = await get('/home', member);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(pageFor('/home', 'Ada&lt;/script>'));
    expect(home.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(home.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(home.headers.get('cache-control')).toBe('private, no-cache');
    expect(home.headers.get('etag')).toBeNull();
    expect(await (await get('/circles/abc?tab=new', member)).text()).toBe(
      pageFor('/circles/abc', 'Ada&lt;/script>'),
    );
    const missing = await get('/nowhere', member);
    expect(missing.status).toBe(404);
    // The renderer and the manifest are never sent: their paths are pages like any other.
    expect(await (await get('/.server/entry-server.js', member)).text()).toBe(
      pageFor('/.server/entry-server.js', 'Ada&lt;/script>'),
    );
    expect(await (await get('/.vite/manifest.json', member)).text()).not.toContain('{}');
  });

  it('redirects where the loaders send a visitor without a session', async () => {
    for (const visitor of [{}, { cookie: 'session=gone' }] as Record<string, string>[]) {
      const response = await get('/home', visitor);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/auth/sign-in?redirect=/home');
    }
  });

  it('sends index.html, uncached by shared caches, for a page only the browser can show', async () => {
    const response = await get('/broken', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(template);
  });

  it('sends index.html, and logs why, when the page cannot be drawn', async () => {
    loggedErrors.length = 0;
    expect(await (await get('/home', { cookie: 'session=fail' })).text()).toBe(template);
    expect(loggedErrors).toMatchObject([{ path: '/home' }]);
  });

  it('sends index.html to every visitor, and logs why, when the renderer itself cannot load', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-web-broken-'));
    fs.mkdirSync(path.join(dist, '.server'));
    fs.writeFileSync(path.join(dist, 'index.html'), template);
    fs.writeFileSync(path.join(dist, '.server/entry-server.js'), "throw new Error('a broken build');");
    const errors: unknown[] = [];
    const broken = new Hono();
    mountApi(broken);
    mountWebApp(broken, dist, { logger: { error: (payload: unknown) => errors.push(payload) } });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await broken.request('/home', { headers: { cookie: 'session=ada' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(template);
    }
    expect(errors).toHaveLength(2);
  });

  it("compresses a visitor's document for the browser, with its own length", async () => {
    const expected = pageFor('/home', 'Ada&lt;/script>');
    const member = { cookie: 'session=ada', 'user-agent': 'test-agent' };
    const br = await get('/home', { ...member, 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.byteLength);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(expected);
    const gzip = await get('/home', { ...member, 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(expected);
    const head = await app.request('/home', { method: 'HEAD', headers: member });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(expected));
  });

  it('answers 404 for a missing asset and never shows the build manifest', async () => {
    expect((await get('/assets/gone-Zz99.js')).status).toBe(404);
    const manifest = await get('/.vite/manifest.json', { cookie: 'session=ada' });
    expect(await manifest.text()).not.toContain('{}');
  });

  it('tags each file with an ETag and answers 304 when the browser has that version', async () => {
    const first = await get('/assets/app-Ab12.js', { 'accept-encoding': 'br' });
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"/);
    const again = await get('/assets/app-Ab12.js', { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(
      (
        await get('/auth/sign-in', {
          'if-none-match': (await get('/auth/sign-in')).headers.get('etag') ?? '',
        })
      ).status,
    ).toBe(304);
  });

  it('sends already-compressed files as they are', async () => {
    const response = await get('/assets/font-Cd34.woff2', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('font/woff2');
  });
});
