import { afterEach, describe, expect, it } from 'vitest';
import { api, setApiTransport } from './api-client';

const requested: string[] = [];
setApiTransport(async (url) => {
  requested.push(url);
  return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
});
afterEach(() => {
  requested.length = 0;
});

describe('the API client', () => {
  it('leaves out query parameters that are undefined or null', async () => {
    // A feed's first page parameter is undefined; read back from a server-rendered document's JSON it is null.
    await api.get('/feed/home', { query: { cursor: null, limit: 10, tab: undefined } });
    expect(requested).toEqual(['/api/feed/home?limit=10']);
  });

  it('sends every other value as text', async () => {
    await api.get('/search', { query: { q: 'a b', all: false } });
    expect(requested).toEqual(['/api/search?q=a+b&all=false']);
  });
});
