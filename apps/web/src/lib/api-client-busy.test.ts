import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, api, busyReadRetries, setApiTransport } from './api-client';

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
afterEach(() => {
  calls.length = 0;
  answers = [];
});

// Retry-After: 0 keeps the test quick; the client's own backoff is used when the header is missing.
const busy = () =>
  new Response(busyBody, {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '0' },
  });

/** Issue #37: reads ride out a busy server; a write the server refused is reported, not repeated. */
describe('the API client on a busy server (503)', () => {
  it('asks again for a read, with backoff, until the server answers', async () => {
    answers = [busy, busy];
    await expect(api.get('/feed/home')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET /api/feed/home', 'GET /api/feed/home', 'GET /api/feed/home']);
  });

  it('gives up on a read after a few tries, with the server’s message', async () => {
    answers = Array.from({ length: busyReadRetries + 1 }, () => busy);
    const error = await api.get('/feed/home').catch((caught: unknown) => caught);
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
});
