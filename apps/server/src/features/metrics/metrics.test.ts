import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { signedInMember } from '../../test/accounts';
import { openEventStream } from '../../test/sse';
import { getTestServer, startTestServer, type TestServer } from '../../test/test-server';

const token = 'metrics-token-for-tests-0123456789';

/** This machine's first non-loopback IPv4 address, if it has one. */
const outsideAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

/** One counter sample from the exposition text, by its labels. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (row) =>
        (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) &&
        wanted.every((label) => row.includes(label)),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
};

/** A cache's hits and misses in this process so far, from /metrics. */
const cacheLookups = async (url: string, cache: string) => {
  const text = await (await fetch(`${url}/metrics`)).text();
  return {
    hits: sample(text, 'circles_cache_lookups_total', { cache, result: 'hit' }),
    misses: sample(text, 'circles_cache_lookups_total', { cache, result: 'miss' }),
  };
};

describe('GET /metrics', () => {
  let withToken: TestServer | undefined;
  afterAll(() => withToken?.close());

  it('answers a loopback client in Prometheus text format, with requests counted by route pattern', async () => {
    const server = await getTestServer();
    const first = await (await fetch(`${server.url}/metrics`)).text();
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/api/feed/circles/00000000-0000-4000-8000-000000000000`);
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const health = { method: 'GET', route: '/api/health', status: '200' };
    expect(sample(text, 'circles_http_requests_total', health)).toBe(
      sample(first, 'circles_http_requests_total', health) + 1,
    );
    // The pattern, never the id (one series for every circle), also when the session guard answered (401).
    expect(text).toMatch(
      /circles_http_requests_total\{[^}]*route="\/api\/feed\/circles\/:circleId",status="401"/,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toContain('circles_open_streams');
    expect(text).toContain('circles_notification_delivery_lag_seconds_count');
    expect(text).toContain('process_resident_memory_bytes');
    if (process.env.TEST_DATABASE_URL) expect(text).toMatch(/circles_db_pool_connections\{state="total"\}/);
  });

  it('counts feed cache hits and misses: a home feed read twice is one miss, then one hit', async () => {
    const server = await getTestServer();
    const { client: member } = await signedInMember({ completeProfile: true });
    const homeLookups = () => cacheLookups(server.url, 'feed_pages');
    const before = await homeLookups();
    expect((await member.get('/api/feed/home')).status).toBe(200);
    expect((await member.get('/api/feed/home')).status).toBe(200);
    const after = await homeLookups();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
  });

  it('counts post page hits: the read that counts the first view is not kept, the next is, the third a hit', async () => {
    const server = await getTestServer();
    const author = await signedInMember();
    const reader = await signedInMember({ firstName: 'Noor' });
    const post = await author.client.post<{ id: string }>('/api/posts', {
      circleId: 'world',
      content: 'Kept',
    });
    const pageLookups = () => cacheLookups(server.url, 'post_pages');
    const before = await pageLookups();
    for (let read = 0; read < 3; read++) {
      expect((await reader.client.get(`/api/feed/circles/world/posts/${post.body.id}/page`)).status).toBe(
        200,
      );
    }
    const after = await pageLookups();
    expect(after.misses - before.misses).toBe(2);
    expect(after.hits - before.hits).toBe(1);
  });

  it('counts open streams and times each notification from its row to its stream', async () => {
    const server = await getTestServer();
    const scrape = async () => (await fetch(`${server.url}/metrics`)).text();
    const author = await signedInMember();
    const commenter = await signedInMember({ firstName: 'Bea' });
    const stream = openEventStream(`${server.url}/api/notifications/stream`, {
      cookie: author.client.cookieHeader(),
    });
    try {
      expect(await stream.waitFor((event) => event.event === 'ready', 10_000)).toBeDefined();
      const before = await scrape();
      expect(sample(before, 'circles_open_streams')).toBeGreaterThanOrEqual(1);
      const post = await author.client.post<{ id: string }>('/api/posts', {
        circleId: 'world',
        content: 'Lag?',
      });
      await commenter.client.post(`/api/posts/${post.body.id}/comments`, { content: 'Measured' });
      expect(await stream.waitFor((event) => event.event === 'notification', 10_000)).toBeDefined();
      const after = await scrape();
      expect(sample(after, 'circles_notification_delivery_lag_seconds_count')).toBeGreaterThan(
        sample(before, 'circles_notification_delivery_lag_seconds_count'),
      );
    } finally {
      stream.close();
    }
  });

  it('refuses a client that is not on loopback, and a request forwarded by a proxy on this machine', async () => {
    const server = await getTestServer();
    const forwarded = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    const address = outsideAddress();
    if (!address) return;
    // The same app listening on every interface, reached through this machine's own network address.
    const { app } = createApp(server.context);
    const outside = serve({ fetch: app.fetch, port: 0, hostname: '0.0.0.0' });
    await new Promise((resolve) => outside.once('listening', resolve));
    try {
      const { port } = outside.address() as AddressInfo;
      const response = await fetch(`http://${address}:${port}/metrics`);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('circles_http_requests_total');
    } finally {
      outside.close();
    }
  });

  it('answers anyone with the bearer token, and no one with a wrong one', async () => {
    withToken = await startTestServer({ METRICS_TOKEN: token });
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    const good = await fetch(`${withToken.url}/metrics`, {
      headers: { ...proxied, authorization: `Bearer ${token}` },
    });
    expect(good.status).toBe(200);
    expect(await good.text()).toContain('circles_http_requests_total');
    const wrong = await fetch(`${withToken.url}/metrics`, {
      headers: { ...proxied, authorization: `Bearer ${token.replace('0', 'x')}` },
    });
    expect(wrong.status).toBe(403);
  });
});
