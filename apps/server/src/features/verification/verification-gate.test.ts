import { verificationMessages } from '@circles/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { TestClient } from '../../test/http-client';
import { pngBytes } from '../../test/media-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { requestVerification } from './testing';

// The same database as the shared server, with REQUIRE_VERIFICATION=true.
let gated: TestServer;
beforeAll(async () => {
  gated = await startTestServer({ REQUIRE_VERIFICATION: 'true', WRITE_RATE_LIMIT_SCALE: '100' });
});
afterAll(() => gated.close());

/** A member's session against the flag-on server. */
async function gatedMember(firstName: string) {
  const member = await signedInMember({ firstName });
  const client = new TestClient(gated.url);
  client.setCookieHeader(member.client.cookieHeader());
  return { ...member, open: member.client, client };
}

/** Approves the member's request through the admin's session on the given client. */
async function verify(admin: TestClient, member: TestClient) {
  const id = (await requestVerification(member, await pngBytes())).body.request.id as string;
  expect((await admin.post(`/api/verification/requests/${id}/approve`)).status).toBe(200);
}

describe('REQUIRE_VERIFICATION (issue 17)', () => {
  it('on: a Basic member may not comment in a public circle nor create circles; a verified one may', async () => {
    const admin = await gatedMember('Admin');
    const basic = await gatedMember('Basil');
    const verified = await gatedMember('Vera');
    expect((await basic.client.get('/api/verification/status')).body).toMatchObject({
      isRequired: true,
      isVerified: false,
    });

    // A post in World (public) to comment on, written on the open server.
    const post = await basic.open.post('/api/posts', { circleId: 'world', content: 'Hello world' });
    expect(post.status).toBe(201);
    const postId = post.body.id as string;

    const comment = await basic.client.post(`/api/posts/${postId}/comments`, { content: 'Me too' });
    expect(comment.status).toBe(403);
    expect(comment.body).toMatchObject({
      message: verificationMessages.commentRequiresVerification,
      code: 'verification_required',
    });
    for (const type of ['public', 'private'] as const) {
      const circle = await basic.client.post('/api/circles', { name: `Basil ${type}`, type });
      expect(circle.status).toBe(403);
      expect(circle.body.message).toBe(verificationMessages.createCircleRequiresVerification);
    }
    const comments = await basic.client.get(`/api/posts/${postId}/comments`);
    expect(comments.body.total).toBe(0);

    await verify(admin.client, verified.client);
    expect((await verified.client.get('/api/verification/status')).body.isVerified).toBe(true);
    expect((await verified.client.post(`/api/posts/${postId}/comments`, { content: 'Welcome' })).status).toBe(
      201,
    );
    const created = await verified.client.post('/api/circles', { name: 'Vera club', type: 'private' });
    expect(created.status).toBe(201);

    // A private circle is not public: its members comment there without the badge.
    expect(
      (
        await verified.client.post(`/api/circles/${created.body.id}/invitations`, {
          email: basic.account.email,
        })
      ).status,
    ).toBe(201);
    expect((await basic.client.post(`/api/circles/${created.body.id}/join`)).status).toBe(200);
    const inside = await verified.client.post('/api/posts', {
      circleId: created.body.id,
      content: 'Members only',
    });
    expect(inside.status).toBe(201);
    expect(
      (await basic.client.post(`/api/posts/${inside.body.id}/comments`, { content: 'Inside' })).status,
    ).toBe(201);
  });

  it('off: Basic members comment in public circles and create circles as before', async () => {
    await signedInMember({ firstName: 'Admin' });
    const basic = await signedInMember({ firstName: 'Basil' });
    expect((await basic.client.get('/api/verification/status')).body).toMatchObject({
      isRequired: false,
      isVerified: false,
    });
    const post = await basic.client.post('/api/posts', { circleId: 'world', content: 'Hello world' });
    expect((await basic.client.post(`/api/posts/${post.body.id}/comments`, { content: 'Hi' })).status).toBe(
      201,
    );
    expect((await basic.client.post('/api/circles', { name: 'Open club', type: 'public' })).status).toBe(201);
    expect((await basic.client.post('/api/circles', { name: 'Closed club', type: 'private' })).status).toBe(
      201,
    );
  });
});
