import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { notFound } from './errors';
import { createLogger } from './logger';
import { memberDocumentValuesFrom } from './member-document-values';

type Deps = Parameters<typeof memberDocumentValuesFrom>[0];

/** Asks /home through a tiny app that answers with what the function returned, and collects its warnings. */
async function valuesFor(deps: Omit<Deps, 'logger'>) {
  const warnings: unknown[] = [];
  const logger = createLogger('silent');
  logger.warn = ((payload: unknown) => {
    warnings.push(payload);
  }) as typeof logger.warn;
  const values = memberDocumentValuesFrom({ ...deps, logger });
  const app = new Hono().get('/home', async (c) => c.json({ values: await values(c) }));
  const response = await app.request('/home');
  return { values: ((await response.json()) as { values: unknown }).values, warnings };
}

const member = { userId: 'u1' };

describe('the values a member page document is filled in with', () => {
  it("are the member's first name when their profile is complete", async () => {
    const result = await valuesFor({
      lookUpViewer: async () => member,
      getMe: async () => ({ firstName: 'Ada', profileCompleted: true }),
    });
    expect(result).toEqual({ values: { firstName: 'Ada' }, warnings: [] });
  });

  it('are none for a visitor and for a member who has not finished their profile', async () => {
    const visitor = await valuesFor({
      lookUpViewer: async () => null,
      getMe: async () => {
        throw new Error('a visitor has no profile to read');
      },
    });
    expect(visitor).toEqual({ values: null, warnings: [] });
    const incomplete = await valuesFor({
      lookUpViewer: async () => member,
      getMe: async () => ({ firstName: 'Ada', profileCompleted: false }),
    });
    expect(incomplete.values).toBeNull();
  });

  it('are none, quietly, when the account behind the session is gone', async () => {
    const result = await valuesFor({
      lookUpViewer: async () => member,
      getMe: async () => {
        throw notFound('User not found');
      },
    });
    expect(result).toEqual({ values: null, warnings: [] });
  });

  it('are none, with a warning, when the session or the member cannot be read', async () => {
    const lookupFails = await valuesFor({
      lookUpViewer: async () => {
        throw new Error('connection terminated');
      },
      getMe: async () => ({ firstName: 'Ada', profileCompleted: true }),
    });
    expect(lookupFails.values).toBeNull();
    expect(lookupFails.warnings).toHaveLength(1);
    const readFails = await valuesFor({
      lookUpViewer: async () => member,
      getMe: async () => {
        throw new Error('connection terminated');
      },
    });
    expect(readFails.values).toBeNull();
    expect(readFails.warnings).toMatchObject([{ path: '/home' }]);
  });
});
