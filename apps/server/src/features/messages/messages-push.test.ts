import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { directMessageTexts } from '@circles/contracts';
// @ts-expect-error http_ece ships no types; it is web-push's own encryption, used here to read what arrives.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';

/** A stand-in push service on loopback that records what it is sent. */
let received: Buffer[] = [];
let standIn: http.Server;
let standInUrl: string;

beforeAll(async () => {
  standIn = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks));
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => standIn.close(resolve)));

describe('direct messages by Web Push (issue 40)', () => {
  it('a new message is pushed to the recipient’s browser once, naming the sender and not the text', async () => {
    received = [];
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16).toString('base64url');
    const subscription = {
      endpoint: `${standInUrl}/push/${crypto.randomUUID()}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    };
    expect((await ben.client.put('/api/push/subscriptions', subscription)).status).toBe(204);
    const conversation = (await ana.client.post('/api/messages/conversations', { userId: ben.userId })).body
      .id;
    await ana.client.post(`/api/messages/conversations/${conversation}/messages`, { body: 'Secret plans' });

    const until = Date.now() + 5000;
    while (received.length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(1);
    const payload = JSON.parse(
      ece.decrypt(received[0], { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
    );
    expect(payload).toMatchObject({
      title: directMessageTexts.newMessageTitle,
      body: expect.stringContaining('Anabel'),
      url: `/messages/${conversation}`,
    });
    expect(JSON.stringify(payload)).not.toContain('Secret plans');
  });
});
