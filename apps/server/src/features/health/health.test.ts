import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../db/migrate';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';

describe('GET /api/health', () => {
  it('reports the database kind and the migration version', async () => {
    const server = await getTestServer();
    const response = await new TestClient(server.url).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      migrationVersion: readMigrations().length,
    });
  });

  it('sets the security headers on API responses and unknown API paths answer 404 JSON', async () => {
    const server = await getTestServer();
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a /media path that names no file with a plain 404, never a page drawn under /media', async () => {
    const server = await getTestServer();
    for (const path of ['/media/posts/', '/media/1796588991365.png', '/media/posts/someone']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('Not found');
    }
  });
});
