import { memberAnswersElementId } from '@circles/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath, server } from '../testing/server';

/** The API client as a new document loads it: the answers are read once per document. */
const freshClient = async () => {
  vi.resetModules();
  return (await import('./api-client')).api;
};

/** A member page's document as the server sends it: the answers in their data block. */
function putAnswers(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = memberAnswersElementId;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
}

describe("a member page's answers in its document (issue #16)", () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    server.use(
      http.get(apiPath('/*'), ({ request }) => {
        asked.push(new URL(request.url).pathname + new URL(request.url).search);
        return HttpResponse.json({ from: 'network' });
      }),
    );
  });
  afterEach(() => {
    document.getElementById(memberAnswersElementId)?.remove();
    vi.restoreAllMocks();
  });

  it('answer the first request for their URL without the network, once, through the same parsing', async () => {
    putAnswers({ '/api/me': { from: 'document' }, '/api/feed/home': { from: 'document' } });
    const api = await freshClient();
    const parsed = { parse: (data: unknown) => ({ parsed: data }) };
    expect(await api.get('/me', { schema: parsed })).toEqual({ parsed: { from: 'document' } });
    // The data block is read once and leaves the document.
    expect(document.getElementById(memberAnswersElementId)).toBeNull();
    expect(await api.get('/me')).toEqual({ from: 'network' });
    // Another URL, or the same path with a query (the feed's next page), is the network's.
    expect(await api.get('/feed/home', { query: { cursor: 'c2' } })).toEqual({ from: 'network' });
    expect(await api.get('/feed/home')).toEqual({ from: 'document' });
    expect(asked).toEqual(['/api/me', '/api/feed/home?cursor=c2']);
  });

  it('answer only GET requests', async () => {
    putAnswers({ '/api/me': { from: 'document' } });
    const api = await freshClient();
    server.use(http.patch(apiPath('/me'), () => HttpResponse.json({ from: 'network' })));
    expect(await api.patch('/me', { bio: 'x' })).toEqual({ from: 'network' });
    expect(await api.get('/me')).toEqual({ from: 'document' });
  });

  it('are not used once the document is 30 seconds old', async () => {
    putAnswers({ '/api/me': { from: 'document' } });
    const api = await freshClient();
    vi.spyOn(performance, 'now').mockReturnValue(30_001);
    expect(await api.get('/me')).toEqual({ from: 'network' });
  });

  it('leave every request to the network in a document without them, or with a broken block', async () => {
    let api = await freshClient();
    expect(await api.get('/me')).toEqual({ from: 'network' });
    const broken = document.createElement('script');
    broken.type = 'application/json';
    broken.id = memberAnswersElementId;
    broken.textContent = '{"/api/me": {"fr';
    document.body.append(broken);
    api = await freshClient();
    expect(await api.get('/me')).toEqual({ from: 'network' });
    expect(asked).toEqual(['/api/me', '/api/me']);
  });
});
