import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createAdmission } from '../../lib/admission';
import { signedInMember } from '../../test/accounts';
import { getTestServer } from '../../test/test-server';
import { readCommit } from './build-info';
import { createMetrics } from './metrics';

/** One sample from the exposition text, by its labels (0 when absent). */
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
const scrape = async (url: string) => (await fetch(`${url}/metrics`)).text();
const standalone = () => createMetrics({ pool: undefined, openStreams: () => 0 });
const version = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../package.json'), 'utf8'),
).version as string;

describe('metrics an operator needs (issue #56)', () => {
  it('names the release and commit this process runs', async () => {
    const text = await scrape((await getTestServer()).url);
    expect(text).toMatch(
      new RegExp(
        `circles_build_info\\{version="${version.replaceAll('.', '\\.')}",commit="[0-9a-f]{40}"\\} 1`,
      ),
    );
    expect(readCommit({ CIRCLES_COMMIT: 'ABCDEF1234567' })).toBe('abcdef1234567');
    expect(readCommit({ CIRCLES_COMMIT: 'not a commit' })).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });

  it('labels each auth endpoint on its own, and unknown auth paths under one pattern', async () => {
    const { url } = await getTestServer();
    await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-123' }),
    });
    await fetch(`${url}/api/auth/get-session`);
    await fetch(`${url}/api/auth/no-such-endpoint-${Date.now()}`);
    const text = await scrape(url);
    expect(sample(text, 'circles_http_requests_total', { route: '/api/auth/sign-in/email' })).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'circles_http_requests_total', { route: '/api/auth/get-session' })).toBeGreaterThan(
      0,
    );
    expect(
      sample(text, 'circles_http_requests_total', { route: '/api/auth/*', status: '404' }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain('no-such-endpoint');
  });

  it('counts mail sent, and failed when the mail server refuses', async () => {
    const { url } = await getTestServer();
    const sent = sample(await scrape(url), 'circles_mail_total', { outcome: 'sent' });
    await signedInMember();
    expect(sample(await scrape(url), 'circles_mail_total', { outcome: 'sent' })).toBe(sent + 1);

    const metrics = standalone();
    const mailer = metrics.countMail({
      kind: 'smtp',
      send: async () => {
        throw new Error('connection refused');
      },
    });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
    expect(sample(await metrics.registry.metrics(), 'circles_mail_total', { outcome: 'failed' })).toBe(1);
  });

  it('says whether announcements are heard, and counts each recovery after a loss', async () => {
    expect(sample(await scrape((await getTestServer()).url), 'circles_announcements_connected')).toBe(1);
    const metrics = standalone();
    const handlers: ((listening: boolean) => void)[] = [];
    metrics.watchAnnouncements({ onListening: (handler) => handlers.push(handler) }, 'redis');
    const now = async () => {
      const text = await metrics.registry.metrics();
      return [
        sample(text, 'circles_announcements_connected', { transport: 'redis' }),
        sample(text, 'circles_announcements_reconnects_total', { transport: 'redis' }),
      ];
    };
    for (const handler of handlers) handler(true);
    expect(await now()).toEqual([1, 0]);
    for (const handler of handlers) handler(false);
    expect(await now()).toEqual([0, 0]);
    for (const handler of handlers) handler(true);
    expect(await now()).toEqual([1, 1]);
  });

  it("shows admission control's queue, its waits and its refusals", async () => {
    const metrics = standalone();
    const admission = createAdmission({ maxActive: 1, maxQueued: 1, maxWaitMs: 60_000, burstMs: 60_000 });
    metrics.watchAdmission(admission.load);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const firstIn = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const app = new Hono().use(metrics.timeAdmission(admission.middleware)).get('/', async (c) => {
      entered();
      await held;
      return c.text('ok');
    });
    const first = app.request('/');
    await firstIn;
    const second = app.request('/');
    // The third finds the one place in the queue taken: refused at once.
    expect((await app.request('/')).status).toBe(503);
    const during = await metrics.registry.metrics();
    expect(sample(during, 'circles_admission_requests', { state: 'active' })).toBe(1);
    expect(sample(during, 'circles_admission_requests', { state: 'queued' })).toBe(1);
    expect(sample(during, 'circles_admission_refusals_total')).toBe(1);
    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const after = await metrics.registry.metrics();
    expect(sample(after, 'circles_admission_wait_seconds_count')).toBe(2);
    expect(sample(after, 'circles_admission_requests', { state: 'queued' })).toBe(0);
  });

  it('shows the media queue the worker reports', async () => {
    const metrics = standalone();
    expect(await metrics.registry.metrics()).not.toMatch(/circles_media_processing_queue\{/);
    metrics.setMediaProcessingStats({ queued: 3, running: 1, failed: 2, available: true });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'circles_media_processing_queue', { state: 'queued' })).toBe(3);
    expect(sample(text, 'circles_media_processing_queue', { state: 'failed' })).toBe(2);
    expect(sample(text, 'circles_media_processing_available')).toBe(1);
  });
});
