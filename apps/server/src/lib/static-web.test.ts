import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { memberDocumentSlots } from '@circles/contracts';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { mountWebApp } from './static-web';

const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
const html = `<!doctype html><html><head><title>Circles</title></head><body>${'<p>hi</p>'.repeat(200)}</body></html>`;
const signInPage =
  '<!doctype html><html><head><title>Welcome back · Circles</title></head><body>Sign in</body></html>';
const homePage = `<!doctype html><html><head><link rel="preload" as="fetch" href="/api/auth/get-session"></head><body><div id="root">${memberDocumentSlots.shell}</div><script type="application/json">${memberDocumentSlots.answers}</script></body></html>`;
/**
 * A stand-in for the web build's renderer (apps/web/src/member-document.tsx): it draws the first name it is
 * given, declines a profile still to complete, and fails for a member named 'Fail'.
 */
const renderer = `
export const memberPages = { '/home': { answers: ['/api/me'] } };
export async function renderMemberShell(page, answers) {
  const me = answers['/api/me'];
  if (me.firstName === 'Fail') throw new Error('cannot draw');
  if (!me.profileCompleted) return null;
  return '<p>Welcome, ' + me.firstName.replaceAll('<', '&lt;') + '. ' + page + ' ' + typeof me.joinedAt + '</p>';
}`;
/** The members behind the test's sessions, as the API answers /api/me for them. */
const members: Record<string, Record<string, unknown>> = {
  // A name that spells a script's end and a slot: neither may escape its place in the document.
  ada: {
    firstName: `Ada</script><b>${memberDocumentSlots.answers}`,
    profileCompleted: true,
    joinedAt: new Date(0),
  },
  setup: { firstName: 'Sam', profileCompleted: false },
  fail: { firstName: 'Fail', profileCompleted: true },
};
const adaPage = homePage
  .replace(
    memberDocumentSlots.shell,
    `<p>Welcome, Ada&lt;/script>&lt;b>${memberDocumentSlots.answers}. /home string</p>`,
  )
  .replace(
    `>${memberDocumentSlots.answers}<`,
    `>{"/api/me":{"firstName":"Ada\\u003c/script\\u003e\\u003cb\\u003e${memberDocumentSlots.answers}","profileCompleted":true,"joinedAt":"1970-01-01T00:00:00.000Z"}}<`,
  );
const loggedErrors: unknown[] = [];
let app: Hono;

beforeAll(() => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const write = (name: string, body: string | Buffer) => fs.writeFileSync(path.join(dist, name), body);
  write('index.html', html);
  write('index.html.br', zlib.brotliCompressSync(html));
  write('index.html.gz', zlib.gzipSync(html));
  write('assets/app-Ab12.js', script);
  write('assets/app-Ab12.js.br', zlib.brotliCompressSync(script));
  write('assets/app-Ab12.js.gz', zlib.gzipSync(script));
  write('assets/font-Cd34.woff2', Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  write('.vite/manifest.json', '{}');
  fs.mkdirSync(path.join(dist, 'prerendered/auth'), { recursive: true });
  write('prerendered/auth/sign-in.html', signInPage);
  write('prerendered/index.html', '<p>coming soon</p>');
  fs.mkdirSync(path.join(dist, 'member-pages'));
  write('member-pages/home.html', homePage);
  fs.mkdirSync(path.join(dist, '.server'));
  write('.server/member-document.js', renderer);
  app = new Hono();
  mountWebApp(app, dist, {
    answerAsMember: async (c, urls) => {
      const session = /session=(\w+)/.exec(c.req.header('cookie') ?? '')?.[1];
      const me = session ? members[session] : undefined;
      expect(urls).toEqual(['/api/me']);
      return me ? { '/api/me': me } : null;
    },
    logger: { error: (payload: unknown) => loggedErrors.push(payload) },
  });
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

  it('serves index.html compressed and revalidated for every page path', async () => {
    for (const url of ['/?from=mail', '/home', '/circles/abc']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
    }
    const first = await get('/home');
    const again = await get('/home', { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  it('sends a page rendered at build time at its path, unless a query may change what it shows', async () => {
    expect(await (await get('/auth/sign-in')).text()).toBe(signInPage);
    expect(await (await get('/')).text()).toBe('<p>coming soon</p>');
    expect(await (await get('/auth/sign-in?redirect=%2Fhome')).text()).toBe(html);
    expect(await (await get('/auth/sign-in/extra')).text()).toBe(html);
    expect(await (await get('/prerendered/auth/sign-in.html')).text()).toBe(html);
  });

  it("sends a member page's document, drawn for the member with their answers, only to a member and only without a query", async () => {
    const member = { cookie: 'session=ada' };
    const home = await get('/home', member);
    expect(await home.text()).toBe(adaPage);
    expect(home.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(home.headers.get('cache-control')).toBe('private, no-cache');
    expect(home.headers.get('etag')).toBeNull();
    for (const visitor of [{}, { cookie: 'session=setup' }, { cookie: 'session=gone' }] as Record<
      string,
      string
    >[]) {
      const response = await get('/home', visitor);
      expect(await response.text()).toBe(html);
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    }
    expect(await (await get('/home?tab=new', member)).text()).toBe(html);
    expect(await (await get('/circles/abc', member)).text()).toBe(html);
    expect(await (await get('/member-pages/home.html', member)).text()).toBe(html);
    expect(await (await get('/.server/member-document.js', member)).text()).toBe(html);
  });

  it('sends index.html, and logs why, when the page cannot be drawn', async () => {
    loggedErrors.length = 0;
    expect(await (await get('/home', { cookie: 'session=fail' })).text()).toBe(html);
    expect(loggedErrors).toMatchObject([{ path: '/home' }]);
  });

  it('sends index.html to every member, and logs why, when the renderer itself cannot load', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-web-broken-'));
    fs.mkdirSync(path.join(dist, 'member-pages'));
    fs.mkdirSync(path.join(dist, '.server'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'member-pages/home.html'), homePage);
    fs.writeFileSync(path.join(dist, '.server/member-document.js'), "throw new Error('a broken build');");
    const errors: unknown[] = [];
    const broken = new Hono();
    mountWebApp(broken, dist, {
      answerAsMember: async () => ({ '/api/me': members.ada }),
      logger: { error: (payload: unknown) => errors.push(payload) },
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await broken.request('/home', { headers: { cookie: 'session=ada' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(html);
    }
    expect(errors).toHaveLength(2);
  });

  it("compresses a member's document for the browser, with its own length", async () => {
    const expected = adaPage;
    const br = await get('/home', { cookie: 'session=ada', 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.byteLength);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(expected);
    const gzip = await get('/home', { cookie: 'session=ada', 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(expected);
    const head = await app.request('/home', { method: 'HEAD', headers: { cookie: 'session=ada' } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(expected));
  });

  it('answers 404 for a missing asset and never shows the build manifest', async () => {
    expect((await get('/assets/gone-Zz99.js')).status).toBe(404);
    const manifest = await get('/.vite/manifest.json');
    expect(await manifest.text()).toBe(html);
  });

  it('sends already-compressed files as they are', async () => {
    const response = await get('/assets/font-Cd34.woff2', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('font/woff2');
  });
});
