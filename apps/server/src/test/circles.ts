import { expect } from 'vitest';
import type { TestClient } from './http-client';

/** Creates a circle through the API as the given member and returns its id. */
export async function createCircle(
  client: TestClient,
  overrides: { name?: string; type?: 'public' | 'private'; isHidden?: boolean } = {},
) {
  const response = await client.post('/api/circles', { name: 'Book club', type: 'private', ...overrides });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

export async function inviteByEmail(client: TestClient, circleId: string, email: string) {
  const response = await client.post(`/api/circles/${circleId}/invitations`, { email });
  expect(response.status).toBe(201);
  return response.body;
}
