import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { getTestServer, startTestServer, type TestServer } from '../test/test-server';
import { createLogger } from './logger';
import { requestLogger } from './request-logger';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A logger whose JSON lines are kept, parsed, in `lines`. */
const capturingLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('info', { instance: 'test-host:4103', destination }), lines };
};

describe('request ids (issue #56)', () => {
  let trusting: TestServer | undefined;
  afterAll(() => trusting?.close());

  it('answers every request with a new X-Request-Id, whatever the client sends, when no proxy is trusted', async () => {
    const server = await getTestServer();
    const plain = await fetch(`${server.url}/api/health/live`);
    expect(plain.headers.get('x-request-id')).toMatch(uuid);
    const notFound = await fetch(`${server.url}/api/nope`, {
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toMatch(uuid);
  });

  it("echoes the trusted proxy's id when it is sane, and makes a new one when it is not", async () => {
    trusting = await startTestServer({ TRUST_PROXY: 'true' });
    const idFor = async (sent: string) =>
      (await fetch(`${trusting?.url}/api/health/live`, { headers: { 'x-request-id': sent } })).headers.get(
        'x-request-id',
      );
    expect(await idFor('4f1c2a9e8b7d6c5a4f3e2d1c0b9a8f7e')).toBe('4f1c2a9e8b7d6c5a4f3e2d1c0b9a8f7e');
    expect(await idFor('a'.repeat(129))).toMatch(uuid);
    expect(await idFor('has spaces; and=more')).toMatch(uuid);
  });

  it("names the request on every line written while answering it, the failure's included", async () => {
    const { logger, lines } = capturingLogger();
    const app = new Hono().use(requestLogger(logger, { trustProxy: true })).get('/fails', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('broken on purpose');
    });
    app.onError((error, c) => {
      logger.error({ err: error, path: c.req.path }, 'unhandled error');
      return c.json({ code: 'internal' }, 500);
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/fails`, {
        headers: { 'x-request-id': 'req-42' },
      });
      expect(response.status).toBe(500);
      expect(response.headers.get('x-request-id')).toBe('req-42');
    } finally {
      server.close();
    }
    const failure = lines.find((line) => line.msg === 'unhandled error');
    expect(failure).toMatchObject({ requestId: 'req-42', instance: 'test-host:4103', pid: process.pid });
    expect(lines.find((line) => line.path === '/fails' && line.status === 500)).toMatchObject({
      requestId: 'req-42',
    });
    // Outside any request a line names the process only.
    logger.info('between requests');
    expect(lines.at(-1)).not.toHaveProperty('requestId');
    expect(lines.at(-1)).toMatchObject({ pid: process.pid });
  });
});
