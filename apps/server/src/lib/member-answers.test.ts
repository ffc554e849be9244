import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { notFound } from './errors';
import { createLogger } from './logger';
import { type MemberAnswerer, memberAnswersFrom } from './member-answers';

type Deps = Parameters<typeof memberAnswersFrom>[0];

/** Asks /home through a tiny app that answers with what the function returned, and collects its warnings. */
async function answersFor(deps: Omit<Deps, 'logger'>, urls = ['/api/me', '/api/feed/home']) {
  const warnings: unknown[] = [];
  const logger = createLogger('silent');
  logger.warn = ((payload: unknown) => {
    warnings.push(payload);
  }) as typeof logger.warn;
  const answer = memberAnswersFrom({ ...deps, logger });
  const app = new Hono().get('/home', async (c) => c.json({ answers: await answer(c, urls) }));
  const response = await app.request('/home');
  return { answers: ((await response.json()) as { answers: unknown }).answers, warnings };
}

const member = { userId: 'u1' };
const failing =
  (error: Error): MemberAnswerer =>
  async () => {
    throw error;
  };
const answerers = {
  '/api/me': async (viewerId: string) => ({ userId: viewerId, firstName: 'Ada' }),
  '/api/feed/home': async (viewerId: string) => ({ posts: [{ id: `p-${viewerId}` }], nextCursor: null }),
};

describe("the answers a member page's document carries", () => {
  it('are each asked URL answered for the member behind the session, and only those', async () => {
    const result = await answersFor({ lookUpViewer: async () => member, answerers });
    expect(result).toEqual({
      answers: {
        '/api/me': { userId: 'u1', firstName: 'Ada' },
        '/api/feed/home': { posts: [{ id: 'p-u1' }], nextCursor: null },
      },
      warnings: [],
    });
    const meOnly = await answersFor({ lookUpViewer: async () => member, answerers }, ['/api/me']);
    expect(meOnly.answers).toEqual({ '/api/me': { userId: 'u1', firstName: 'Ada' } });
  });

  it('are none for a visitor, without asking anything', async () => {
    const visitor = await answersFor({
      lookUpViewer: async () => null,
      answerers: { '/api/me': failing(new Error('a visitor has no profile to read')) },
    });
    expect(visitor).toEqual({ answers: null, warnings: [] });
  });

  it('are none, quietly, when the account behind the session is gone', async () => {
    const result = await answersFor({
      lookUpViewer: async () => member,
      answerers: { ...answerers, '/api/me': failing(notFound('User not found')) },
    });
    expect(result).toEqual({ answers: null, warnings: [] });
  });

  it('are none, with a warning, when the session or an answer cannot be read, or a URL has no answerer', async () => {
    const lookupFails = await answersFor({
      lookUpViewer: async () => {
        throw new Error('connection terminated');
      },
      answerers,
    });
    expect(lookupFails.answers).toBeNull();
    expect(lookupFails.warnings).toHaveLength(1);
    const readFails = await answersFor({
      lookUpViewer: async () => member,
      answerers: { ...answerers, '/api/feed/home': failing(new Error('connection terminated')) },
    });
    expect(readFails.answers).toBeNull();
    expect(readFails.warnings).toMatchObject([{ path: '/home' }]);
    const unknownUrl = await answersFor({ lookUpViewer: async () => member, answerers }, ['/api/walls/me']);
    expect(unknownUrl.answers).toBeNull();
    expect(unknownUrl.warnings).toHaveLength(1);
  });
});
