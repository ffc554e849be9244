import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api, busyReadRetries, busyRetryDelay, setApiTransport } from './api-client';

const busyBody = JSON.stringify({
  message: 'The server is busy right now. Please try again in a moment.',
  code: 'server_busy',
});
const calls: string[] = [];
let answers: (() => Response)[] = [];
setApiTransport(async (url, init) => {
  calls.push(`${init.method} ${url}`);
  const next = answers.shift();
  return next ? next() : new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  calls.length = 0;
  answers = [];
});

/** Runs a call to its end on the fake clock (the retries' waits are at most a few seconds each). */
const settled = async <T>(call: Promise<T>) => {
  const result = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(60_000);
  return result;
};

const busy = () =>
  new Response(busyBody, {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '0' },
  });

/** Issue #37: reads ride out a busy server; a write the server refused is reported, not repeated. */
describe('the API client on a busy server (503)', () => {
  it('asks again for a read, with backoff, until the server answers', async () => {
    answers = [busy, busy];
    expect(await settled(api.get('/feed/home'))).toEqual({ value: { ok: true } });
    expect(calls).toEqual(['GET /api/feed/home', 'GET /api/feed/home', 'GET /api/feed/home']);
  });

  it('gives up on a read after a few tries, with the server’s message', async () => {
    answers = Array.from({ length: busyReadRetries + 1 }, () => busy);
    const { error } = (await settled(api.get('/feed/home'))) as { error: unknown };
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 503, code: 'server_busy', message: JSON.parse(busyBody).message });
    expect(calls).toHaveLength(busyReadRetries + 1);
  });

  it('never repeats a write: the member is told it did not go through', async () => {
    answers = [busy];
    const error = await api.post('/posts', { content: 'Hello' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503, message: JSON.parse(busyBody).message });
    expect(calls).toEqual(['POST /api/posts']);
  });

  it('waits at least Retry-After, plus full jitter over a window that doubles with each try', () => {
    expect(busyRetryDelay('1', 0, () => 0)).toBe(1_000);
    expect(busyRetryDelay('1', 0, () => 0.999)).toBeCloseTo(1_499.5);
    expect(busyRetryDelay('1', 2, () => 0.999)).toBeCloseTo(2_998);
    // No header (a proxy's 503): the window alone; a Retry-After past 5 s is held to 5 s.
    expect(busyRetryDelay(null, 1, () => 0.5)).toBe(500);
    expect(busyRetryDelay('120', 0, () => 0)).toBe(5_000);
    // A crowd refused at once comes back spread out, not in the same instant.
    const delays = new Set(Array.from({ length: 50 }, () => Math.round(busyRetryDelay('1', 0))));
    expect(delays.size).toBeGreaterThan(40);
  });
});
