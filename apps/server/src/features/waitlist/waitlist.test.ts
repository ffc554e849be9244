import { messages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';

const client = async () => new TestClient((await getTestServer()).url);

describe('POST /api/waitlist', () => {
  it('adds an email and answers with the SPEC success text', async () => {
    const api = await client();
    const response = await api.post('/api/waitlist', { email: 'ada@example.com' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: messages.waitlist.success });
  });

  it('treats the same email with other case and spaces as a duplicate (code 23505)', async () => {
    const api = await client();
    await api.post('/api/waitlist', { email: 'ada@example.com' });
    const response = await api.post('/api/waitlist', { email: '  ADA@Example.COM ' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: messages.waitlist.duplicate, code: '23505' });
    const { context } = await getTestServer();
    const rows = await context.database.db.selectFrom('waitlist').select('email').execute();
    expect(rows).toEqual([{ email: 'ada@example.com' }]);
  });

  it.each([
    ['not an email', { email: 'nope' }],
    ['a number', { email: 42 }],
    ['no field', {}],
    ['an over-long address', { email: `${'a'.repeat(250)}@example.com` }],
  ])('rejects %s with 400 and the SPEC message', async (_label, body) => {
    const api = await client();
    const response = await api.post('/api/waitlist', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.waitlist.invalidEmail });
  });

  it('answers malformed JSON and oversized bodies with 4xx, never 500, and stores nothing', async () => {
    const api = await client();
    const malformed = await api.request('POST', '/api/waitlist', '{"email":', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    const huge = await api.post('/api/waitlist', { email: 'a@b.co', padding: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    // The cut-off connection is closed, so the next request (on a fresh socket) is answered normally.
    expect((await api.get('/api/health')).status).toBe(200);
    const { context } = await getTestServer();
    const rows = await context.database.db.selectFrom('waitlist').selectAll().execute();
    expect(rows).toHaveLength(0);
  });
});
