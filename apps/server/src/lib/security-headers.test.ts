import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { pngBytes } from '../test/media-fixtures';
import { getTestServer, startTestServer, type TestServer } from '../test/test-server';
import { upload } from '../test/uploads';

const extra: TestServer[] = [];
afterAll(async () => {
  for (const server of extra) await server.close();
});

describe('response headers', () => {
  it('private API answers are never stored; the stream keeps its own no-cache', async () => {
    const { client } = await signedInMember();
    for (const path of ['/api/me', '/api/circles', '/api/notifications', '/api/nope']) {
      expect((await client.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    const server = await getTestServer();
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/notifications/stream`, {
      headers: { cookie: client.cookieHeader() },
      signal: controller.signal,
    });
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    controller.abort();
  });

  it('Permissions-Policy lets only our own pages use the camera and microphone', async () => {
    const response = await fetch(`${(await getTestServer()).url}/api/health`);
    const policy = response.headers.get('permissions-policy') ?? '';
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=(self)');
    expect(policy).toContain('geolocation=()');
  });

  it('HSTS only when PUBLIC_URL is https', async () => {
    const plain = await fetch(`${(await getTestServer()).url}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await startTestServer({ PUBLIC_URL: 'https://circles.example' });
    extra.push(secure);
    const response = await fetch(`${secure.url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('media is served inline with the server’s own file name', async () => {
    const { client } = await signedInMember();
    const uploaded = await upload(client, 'image', await pngBytes(), 'image/png');
    expect(uploaded.status).toBe(201);
    const file = await fetch(`${(await getTestServer()).url}${uploaded.body.url}`, {
      headers: { cookie: client.cookieHeader() },
    });
    expect(file.status).toBe(200);
    const name = String(uploaded.body.url).split('/').at(-1);
    expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="${name}"`);
  });

  it('CSP allows no inline script, and the page has none', async () => {
    const response = await fetch(`${(await getTestServer()).url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).not.toMatch(/default-src[^;]*unsafe-inline/);
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    expect(inlineScripts).toEqual([]);
  });
});
