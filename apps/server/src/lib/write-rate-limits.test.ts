import { messages } from '@circles/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { createCircle } from '../test/circles';
import { TestClient } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { writeRateLimits } from './write-rate-limits';

// A server with the production limits (the shared test server scales them up for its many members).
let limited: TestServer;
beforeAll(async () => {
  limited = await startTestServer({ WRITE_RATE_LIMIT_SCALE: '1' });
});
afterAll(() => limited.close());

/** The member's session, used against the limited server. */
async function limitedMember() {
  const member = await signedInMember();
  const client = new TestClient(limited.url);
  client.setCookieHeader(member.client.cookieHeader());
  return { ...member, client };
}

const tooMany = { message: messages.backend.rateLimit, code: 'rate_limited' };

describe('write rate limits', () => {
  it('a member may post 10 times a minute; the 11th answers 429 with SPEC’s message and stores nothing', async () => {
    const member = await limitedMember();
    const circleId = await createCircle(member.client, { type: 'public' });
    for (let i = 0; i < 10; i++) {
      expect((await member.client.post('/api/posts', { circleId, content: `post ${i}` })).status).toBe(201);
    }
    const refused = await member.client.post('/api/posts', { circleId, content: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expect(refused.headers.get('retry-after')).toBe('60');
    const feed = await member.client.get(`/api/feed/circles/${circleId}?limit=20`);
    expect(feed.body.posts).toHaveLength(10);
    // Another member is counted apart.
    const other = await limitedMember();
    expect((await other.client.post('/api/posts', { circleId: 'world', content: 'mine' })).status).toBe(201);
  });

  it('covers post edits, comments, likes, invites, new circles and uploads per member (refused attempts count too)', async () => {
    const member = await limitedMember();
    const paths: Record<string, string> = {
      'post-edits': '/api/posts/00000000-0000-4000-8000-000000000000',
      'account-deletion': '/api/me/deletion',
      comments: '/api/posts/00000000-0000-4000-8000-000000000000/comments',
      likes: '/api/likes/toggle',
      invites: '/api/circles/no-such-circle/invitations',
      circles: '/api/circles',
      uploads: '/api/media/posts?kind=image',
      listings: '/api/marketplace/listings',
      // Issue #40's other writes (their rules came without a row here).
      messages: '/api/messages/conversations/00000000-0000-4000-8000-000000000000/messages',
      proposals: '/api/governance/policies/no-such-policy/proposals',
      // Issue #41's invitation links (each attempt under the limit makes one: 10 of the 20 a member may hold).
      'invitation-links': '/api/invitations',
      // Issue #54's Settings tests: a test push and a test digest.
      'test-push': '/api/push/test',
      'test-digest': '/api/notifications/test-digest',
    };
    for (const rule of writeRateLimits.filter((r) => r.per === 'member' && r.name !== 'posts')) {
      const path = paths[rule.name];
      expect(path, rule.name).toBeDefined();
      for (let i = 0; i < rule.max; i++) {
        const answer = await member.client.request(rule.method, path ?? '', { invalid: true });
        expect(answer.status, `${rule.name} #${i + 1}`).not.toBe(429);
      }
      const refused = await member.client.request(rule.method, path ?? '', { invalid: true });
      expect(refused.status, rule.name).toBe(429);
      expect(refused.body).toEqual(tooMany);
    }
  });

  it('the waitlist takes 5 sign-ups a minute per address', async () => {
    const anonymous = new TestClient(limited.url);
    for (let i = 0; i < 5; i++) {
      expect((await anonymous.post('/api/waitlist', { email: `w${i}@example.com` })).status).toBe(201);
    }
    const refused = await anonymous.post('/api/waitlist', { email: 'w5@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    const { db } = limited.context.database;
    const rows = await db.selectFrom('waitlist').select('email').execute();
    expect(rows).toHaveLength(5);
  });

  it('anonymous writes to member routes still answer 401, not 429', async () => {
    const anonymous = new TestClient(limited.url);
    expect((await anonymous.post('/api/posts', { circleId: 'world', content: 'x' })).status).toBe(401);
  });
});
