import crypto from 'node:crypto';
import { directMessageTexts } from '@circles/contracts';
// @ts-expect-error http_ece ships no types; it is web-push's own encryption, used here to read what arrives.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { startPushStandIn } from '../../test/push-stand-in';

let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  standIn = await startPushStandIn();
});
afterAll(() => standIn.close());

describe('direct messages by Web Push (issue 40)', () => {
  it('a new message is pushed to the recipient’s browser once, naming the sender and not the text', async () => {
    standIn.received.length = 0;
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16).toString('base64url');
    const subscription = {
      endpoint: `${standIn.url}/push/${crypto.randomUUID()}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    };
    expect((await ben.client.put('/api/push/subscriptions', subscription)).status).toBe(204);
    const decryptPush = (body: Buffer | undefined) =>
      JSON.parse(
        ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      );
    const conversation = (await ana.client.post('/api/messages/conversations', { userId: ben.userId })).body
      .id;
    await ana.client.post(`/api/messages/conversations/${conversation}/messages`, { body: 'Secret plans' });

    // A second message is the sentinel: pushes go out in the order written, so a duplicate of the first would
    // arrive before it.
    await ana.client.post(`/api/messages/conversations/${conversation}/messages`, { body: 'Sentinel' });
    expect(await standIn.waitFor(() => standIn.received.length >= 2)).toBe(true);
    const tags = standIn.received.map((push) => decryptPush(push.body).tag);
    expect(new Set(tags).size).toBe(2);
    const payload = decryptPush(standIn.received[0]?.body);
    expect(payload).toMatchObject({
      title: directMessageTexts.newMessageTitle,
      body: expect.stringContaining('Anabel'),
      url: `/messages/${conversation}`,
    });
    expect(JSON.stringify(payload)).not.toContain('Secret plans');
  });
});
