import crypto from 'node:crypto';
import { pushMessages } from '@circles/contracts';
// @ts-expect-error http_ece ships no types; it is web-push's own encryption, used here to read what arrives.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { textsIn } from '../../lib/i18n';
import { latestMailLink, signedInMember, tokenFromLink } from '../../test/accounts';
import { describeOnEachTransport } from '../../test/announcement-transports';
import { TestClient } from '../../test/http-client';
import { startPushStandIn } from '../../test/push-stand-in';
import { getTestServer } from '../../test/test-server';
import { isAllowedPushEndpoint } from './service';

let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
beforeAll(async () => {
  standIn = await startPushStandIn();
});
afterAll(() => standIn.close());

/** What a browser makes: its own key pair and auth secret, and an endpoint at the push service. */
function browserSubscription(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    /** A push's JSON payload, decrypted as this browser would. */
    payloadOf: (body: unknown) =>
      JSON.parse(
        ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      ),
  };
}

/**
 * The sentinel: a like notification for a member of its own, subscribed at its own path, sent after whatever the
 * test did. Notifications are announced and claimed in the order they are written, so once the sentinel's push has
 * arrived, every push the earlier notifications were going to cause has arrived too. Returns the pushes before it.
 */
async function pushesBeforeSentinel() {
  const sentinel = await signedInMember({ firstName: 'Senti' });
  const browser = browserSubscription(`${standIn.url}/sentinel/${crypto.randomUUID()}`);
  expect((await sentinel.client.put('/api/push/subscriptions', browser.json)).status).toBe(204);
  const path = new URL(browser.json.endpoint).pathname;
  const previousStatus = standIn.status;
  standIn.status = 201;
  await likeNotificationFor(sentinel);
  expect(await standIn.waitFor(() => standIn.received.some((push) => push.path === path))).toBe(true);
  standIn.status = previousStatus;
  return standIn.received.filter((push) => !push.path.startsWith('/sentinel/'));
}

/** B likes A's new post: A gets a 'like' notification. */
async function likeNotificationFor(author: Awaited<ReturnType<typeof signedInMember>>) {
  const liker = await signedInMember({ firstName: 'Lia' });
  const post = await author.client.post('/api/posts', { circleId: 'world', content: 'Push me' });
  expect(post.status).toBe(201);
  const like = await liker.client.post('/api/likes/toggle', {
    likeableType: 'post',
    likeableId: post.body.id,
  });
  expect(like.status).toBe(200);
}

describe('Web Push (issue 18)', () => {
  it('accepts the browsers’ push services and the configured ones only', () => {
    const extra = ['127.0.0.1', 'push.example:8443'];
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', extra)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', extra)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QG', extra)).toBe(true);
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=1', extra)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', extra)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', extra)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x', extra)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', extra)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9999/push', extra)).toBe(true);
    expect(isAllowedPushEndpoint('http://push.example:8443/x', extra)).toBe(true);
    expect(isAllowedPushEndpoint('http://push.example:8444/x', extra)).toBe(false);
    expect(isAllowedPushEndpoint('http://10.0.0.1/x', extra)).toBe(false);
    expect(isAllowedPushEndpoint('file:///etc/passwd', extra)).toBe(false);
  });

  it('keeps a subscription only for a known push service and well-formed keys', async () => {
    const member = await signedInMember({ firstName: 'Sub' });
    const key = await member.client.get('/api/push/key');
    expect(key.status).toBe(200);
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);

    const internal = browserSubscription('http://localhost:5432/');
    const refused = await member.client.put('/api/push/subscriptions', internal.json);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(pushMessages.serviceNotAllowed);
    const badKeys = await member.client.put('/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      keys: { p256dh: 'short', auth: 'also short' },
    });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.message).toBe(pushMessages.invalidSubscription);
    const fcm = browserSubscription('https://fcm.googleapis.com/fcm/send/abc');
    expect((await member.client.put('/api/push/subscriptions', fcm.json)).status).toBe(204);

    const { url } = await getTestServer();
    const stranger = await fetch(`${url}/api/push/key`);
    expect(stranger.status).toBe(401);
  });

  it("'Send a test notification' pushes to each of the member's browsers and says how many (issue 41)", async () => {
    standIn.received.length = 0;
    standIn.status = 201;
    const member = await signedInMember({ firstName: 'Tess' });
    const none = await member.client.post('/api/push/test');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ subscriptions: 0, sent: 0 });
    const browser = browserSubscription(`${standIn.url}/push/${crypto.randomUUID()}`);
    expect((await member.client.put('/api/push/subscriptions', browser.json)).status).toBe(204);
    const sent = await member.client.post('/api/push/test');
    expect(sent.body).toEqual({ subscriptions: 1, sent: 1 });
    expect(standIn.received).toHaveLength(1);
    expect(browser.payloadOf(standIn.received[0]?.body)).toMatchObject({
      title: pushMessages.testTitle,
      url: '/settings',
    });
  });

  it('pushes a new notification once, encrypted for the browser and signed with the server’s key', async () => {
    standIn.received.length = 0;
    standIn.status = 201;
    const author = await signedInMember({ firstName: 'Ada' });
    const browser = browserSubscription(`${standIn.url}/push/${crypto.randomUUID()}`);
    expect((await author.client.put('/api/push/subscriptions', browser.json)).status).toBe(204);
    const publicKey = (await author.client.get('/api/push/key')).body.publicKey as string;

    await likeNotificationFor(author);
    expect(await standIn.waitFor(() => standIn.received.length > 0)).toBe(true);
    // Every process hears the notification; only one sends it.
    const pushes = await pushesBeforeSentinel();
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push?.path).toBe(new URL(browser.json.endpoint).pathname);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(browser.payloadOf(push?.body)).toMatchObject({
      title: expect.stringContaining('like'),
      body: expect.stringContaining('Lia'),
      url: expect.stringMatching(/^\/circles\/world\/posts\//),
      tag: expect.stringMatching(/^circles-notification-\d+$/),
    });
  });

  it('pushes in the language the member chose, and the test push in the browser’s until they choose (issue 53)', async () => {
    standIn.received.length = 0;
    standIn.status = 201;
    const author = await signedInMember({ firstName: 'Mei' });
    const browser = browserSubscription(`${standIn.url}/push/${crypto.randomUUID()}`);
    expect((await author.client.put('/api/push/subscriptions', browser.json)).status).toBe(204);
    const decrypted = (index: number) => browser.payloadOf(standIn.received[index]?.body);

    await author.client.request('POST', '/api/push/test', undefined, { 'accept-language': 'it-IT,it;q=0.9' });
    expect(decrypted(0).title).toBe(textsIn('it')._('Test notification'));
    expect(decrypted(0).title).not.toBe(pushMessages.testTitle);

    expect((await author.client.put('/api/preferences/language', { value: 'zh' })).status).toBe(200);
    await likeNotificationFor(author);
    expect(await standIn.waitFor(() => standIn.received.length > 1)).toBe(true);
    const chinese = textsIn('zh');
    expect(decrypted(1)).toMatchObject({
      title: chinese._('New like'),
      body: chinese._('{actor} liked your post', { actor: 'Lia Lovelace' }),
    });
    expect(decrypted(1).title).not.toBe('New like');
  });

  it('pushes nothing to a member who turned push notifications off, and forgets a gone subscription', async () => {
    standIn.received.length = 0;
    standIn.status = 201;
    const quiet = await signedInMember({ firstName: 'Quiet' });
    const browser = browserSubscription(`${standIn.url}/push/${crypto.randomUUID()}`);
    await quiet.client.put('/api/push/subscriptions', browser.json);
    expect((await quiet.client.put('/api/preferences/push_notifications', { value: 'false' })).status).toBe(
      200,
    );
    await likeNotificationFor(quiet);
    expect(await pushesBeforeSentinel()).toHaveLength(0);
    standIn.received.length = 0;

    // The browser unsubscribed at the push service: it answers 410, and the server drops the subscription.
    await quiet.client.put('/api/preferences/push_notifications', { value: 'true' });
    standIn.status = 410;
    await likeNotificationFor(quiet);
    expect(await standIn.waitFor(() => standIn.received.length === 1)).toBe(true);
    const { context } = await getTestServer();
    // The server drops it once it has read the 410, a moment after the push service answered.
    const kept = () =>
      context.database.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', browser.json.endpoint)
        .execute();
    await vi.waitFor(async () => expect(await kept()).toEqual([]), { timeout: 5000, interval: 50 });

    // Unsubscribing from this browser removes it too.
    standIn.status = 201;
    const again = browserSubscription(`${standIn.url}/push/${crypto.randomUUID()}`);
    await quiet.client.put('/api/push/subscriptions', again.json);
    const gone = await quiet.client.request('DELETE', '/api/push/subscriptions', {
      endpoint: again.json.endpoint,
    });
    expect(gone.status).toBe(204);
    standIn.received.length = 0;
    await likeNotificationFor(quiet);
    expect(await pushesBeforeSentinel()).toHaveLength(0);
  });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** The member signed in on another browser, subscribed there: its client and its endpoint. */
async function subscribedBrowser(member: Member, client?: TestClient) {
  let browserClient = client;
  if (!browserClient) {
    browserClient = new TestClient((await getTestServer()).url);
    const signIn = await browserClient.post('/api/auth/sign-in/email', {
      email: member.account.email,
      password: member.account.password,
    });
    expect(signIn.status).toBe(200);
  }
  const browser = browserSubscription(`${standIn.url}/push/${crypto.randomUUID()}`);
  expect((await browserClient.put('/api/push/subscriptions', browser.json)).status).toBe(204);
  return { client: browserClient, path: new URL(browser.json.endpoint).pathname };
}

/** The stand-in's paths a new notification for `member` reached (all of them: the sentinel's push came after). */
async function pushedPathsAfterNotification(member: Member) {
  standIn.received.length = 0;
  standIn.status = 201;
  await likeNotificationFor(member);
  return (await pushesBeforeSentinel()).map((push) => push.path).sort();
}

describe('Web Push ends with the session that subscribed (issue 37)', () => {
  it('a sign-out stops pushes to that browser only', async () => {
    const member = await signedInMember({ firstName: 'Ola' });
    const phone = await subscribedBrowser(member, member.client);
    const laptop = await subscribedBrowser(member);
    expect(await pushedPathsAfterNotification(member)).toEqual([laptop.path, phone.path].sort());
    expect((await laptop.client.post('/api/auth/sign-out')).status).toBe(200);
    expect(await pushedPathsAfterNotification(member)).toEqual([phone.path]);
  });

  it('revoking the other sessions, or changing the password, stops pushes to the other browsers', async () => {
    const member = await signedInMember({ firstName: 'Rev' });
    const laptop = await subscribedBrowser(member);
    expect((await member.client.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect(await pushedPathsAfterNotification(member)).toEqual([]);

    const tablet = await subscribedBrowser(member);
    expect(await pushedPathsAfterNotification(member)).toEqual([tablet.path]);
    const changed = await member.client.post('/api/auth/change-password', {
      currentPassword: member.account.password,
      newPassword: 'Brand9newpass',
    });
    expect(changed.status).toBe(200);
    expect(laptop.path).not.toBe(tablet.path);
    expect(await pushedPathsAfterNotification(member)).toEqual([]);
  });

  it('a password reset, a deletion request and a suspension end every subscription of the member', async () => {
    const admin = await signedInMember({ firstName: 'Ada' });
    const { context, url } = await getTestServer();
    const subscriptionsOf = async (member: Member) =>
      (
        await context.database.db
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', member.userId)
          .execute()
      ).length;

    const resetting = await signedInMember({ firstName: 'Res' });
    await subscribedBrowser(resetting, resetting.client);
    await subscribedBrowser(resetting);
    const signedOut = new TestClient(url);
    await signedOut.post('/api/auth/request-password-reset', { email: resetting.account.email });
    const token = tokenFromLink((await latestMailLink(resetting.account.email, 'Reset')) ?? '');
    expect(
      (await signedOut.post('/api/auth/reset-password', { token, newPassword: 'Brand9newpass' })).status,
    ).toBe(200);
    expect(await subscriptionsOf(resetting)).toBe(0);

    const leaving = await signedInMember({ firstName: 'Del' });
    await subscribedBrowser(leaving, leaving.client);
    await subscribedBrowser(leaving);
    const deletion = await leaving.client.post('/api/me/deletion', { password: leaving.account.password });
    expect(deletion.status).toBe(200);
    expect(await subscriptionsOf(leaving)).toBe(0);

    const suspended = await signedInMember({ firstName: 'Sus' });
    await subscribedBrowser(suspended, suspended.client);
    await subscribedBrowser(suspended);
    const suspension = await admin.client.post('/api/moderation/suspensions', {
      userId: suspended.userId,
      days: 1,
      reason: 'Spamming',
    });
    expect(suspension.status).toBe(200);
    expect(await subscriptionsOf(suspended)).toBe(0);
  });

  it('never pushes to a suspended member, even with a session left', async () => {
    const member = await signedInMember({ firstName: 'Kept' });
    await subscribedBrowser(member, member.client);
    const { context } = await getTestServer();
    // A suspension written without ending the sessions (as a failed or older write might leave it).
    await context.database.db
      .insertInto('suspensions')
      .values({ user_id: member.userId, until: new Date(Date.now() + 60_000), reason: 'Spamming' })
      .execute();
    expect(await pushedPathsAfterNotification(member)).toEqual([]);
    await context.database.db.deleteFrom('suspensions').where('user_id', '=', member.userId).execute();
    expect(await pushedPathsAfterNotification(member)).toHaveLength(1);
  });
});

describeOnEachTransport('Web Push across processes', (transport) => {
  it('a second server process hears the same notification, and it is still pushed once', async () => {
    const other = await transport.startOtherProcess();
    try {
      standIn.received.length = 0;
      standIn.status = 201;
      const author = await signedInMember({ firstName: 'Two' });
      const browser = browserSubscription(`${standIn.url}/push/${crypto.randomUUID()}`);
      expect((await author.client.put('/api/push/subscriptions', browser.json)).status).toBe(204);
      for (let i = 0; i < 3; i++) await likeNotificationFor(author);
      expect(await standIn.waitFor(() => standIn.received.length >= 3)).toBe(true);
      expect(await pushesBeforeSentinel()).toHaveLength(3);
    } finally {
      other.stop();
    }
  });
});
