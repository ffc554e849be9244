import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

const big = {
  posts: Array.from({ length: 60 }, (_, index) => ({ id: `post-${index}`, text: 'Hello circle' })),
};
const notFound = { message: 'Not found', code: 'not_found' };
const app = new Hono()
  .use(compressJson())
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/missing', (c) => c.json(notFound, 404))
  .get('/per-origin', (c) => {
    c.header('Vary', 'Origin');
    return c.json(big);
  })
  .get('/stream', (c) => streamSSE(c, async (stream) => stream.writeSSE({ data: 'x'.repeat(2000) })));

const get = (url: string, encoding?: string) =>
  app.request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('JSON compression', () => {
  it('compresses a JSON answer over 1 KB with gzip, else brotli, with the right length', async () => {
    const brotli = await get('/big', 'br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('content-length'))).toBe(brotliBody.byteLength);
    expect(JSON.parse(zlib.brotliDecompressSync(brotliBody).toString())).toEqual(big);
    expect(brotliBody.byteLength).toBeLessThan(JSON.stringify(big).length / 4);

    const gzip = await get('/big', 'gzip, deflate, br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(big);
  });

  it('leaves small answers, clients without compression and event streams alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    const stream = await get('/stream', 'br');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(await stream.text()).toContain('x'.repeat(2000));
  });

  it('keeps the status of an error answer', async () => {
    const response = await get('/missing', 'br');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFound);
  });

  it('over HTTP, an answer left uncompressed still says it varies with Accept-Encoding, and arrives whole', async () => {
    // Vary is added to node-server's own light response in place (compress-json.ts): this is that path on the wire.
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const bodies = {
        '/big': big,
        '/small': { ok: true },
        '/missing': notFound,
      };
      for (const [path, body] of Object.entries(bodies)) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { 'accept-encoding': 'identity' },
        });
        expect(response.headers.get('vary')).toBe('Accept-Encoding');
        expect(response.headers.get('content-encoding')).toBeNull();
        const text = await response.text();
        expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
        expect(JSON.parse(text)).toEqual(body);
      }
      const gzip = await fetch(`http://127.0.0.1:${port}/big`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.json()).toEqual(big);
      // Too small to compress, but read to find that out: the answer node-server then writes is another object.
      const small = await fetch(`http://127.0.0.1:${port}/small`, { headers: { 'accept-encoding': 'gzip' } });
      expect(small.headers.get('vary')).toBe('Accept-Encoding');
      expect(await small.json()).toEqual({ ok: true });
      const perOrigin = await fetch(`http://127.0.0.1:${port}/per-origin`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(perOrigin.headers.get('vary')).toBe('Origin, Accept-Encoding');
    } finally {
      server.close();
    }
  });

  it("keeps a handler's own Vary beside Accept-Encoding, compressed or not", async () => {
    for (const encoding of [undefined, 'gzip', 'br']) {
      const response = await get('/per-origin', encoding);
      expect(response.headers.get('vary'), `Accept-Encoding: ${encoding}`).toBe('Origin, Accept-Encoding');
    }
  });
});
