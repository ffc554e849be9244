import { describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { describeOnEachTransport } from '../test/announcement-transports';
import { TestClient } from '../test/http-client';
import { createSessionCache, everyone } from './session-cache';

const viewer = (userId: string) => ({ userId, email: `${userId}@example.com`, sessionId: `s-${userId}` });
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('session cache', () => {
  it('keeps an accepted cookie for its time to live, never past the session', () => {
    let now = 1_000_000;
    const cache = createSessionCache({ ttlMs: 10_000, now: () => now });
    cache.set('cookie-a', viewer('a'), new Date(now + 60_000), cache.epoch());
    cache.set('cookie-b', viewer('b'), new Date(now + 5_000), cache.epoch());
    expect(cache.get('cookie-a')?.userId).toBe('a');
    expect(cache.get('forged')).toBeUndefined();
    now += 6_000;
    expect(cache.get('cookie-b')).toBeUndefined(); // its session expired first
    expect(cache.get('cookie-a')?.userId).toBe('a');
    now += 5_000;
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it('keeps an accepted cookie for a minute by default', () => {
    let now = 1_000_000;
    const cache = createSessionCache({ now: () => now });
    cache.set('cookie-a', viewer('a'), new Date(now + 3_600_000), cache.epoch());
    now += 59_000;
    expect(cache.get('cookie-a')?.userId).toBe('a');
    now += 1_000;
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it("forgets one member's cookies, or everyone's", () => {
    const cache = createSessionCache();
    cache.set('a1', viewer('a'), inAnHour(), cache.epoch());
    cache.set('a2', viewer('a'), inAnHour(), cache.epoch());
    cache.set('b1', viewer('b'), inAnHour(), cache.epoch());
    cache.forget('a');
    expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined]);
    expect(cache.get('b1')?.userId).toBe('b');
    cache.forget(everyone);
    expect(cache.size()).toBe(0);
  });

  it('does not store a lookup that began before a sign-out', () => {
    const cache = createSessionCache();
    const lookedUpAt = cache.epoch();
    cache.forget('a'); // the sign-out lands while the lookup is still reading the database
    cache.set('a1', viewer('a'), inAnHour(), lookedUpAt);
    expect(cache.get('a1')).toBeUndefined();
  });

  it('forgets everything when announcements stop or start being heard, and keeps nothing in between', () => {
    const cache = createSessionCache();
    cache.set('a1', viewer('a'), inAnHour(), cache.epoch());
    cache.setEnabled(false); // a sign-out announced from now on would not be heard
    expect(cache.size()).toBe(0);
    cache.set('a1', viewer('a'), inAnHour(), cache.epoch());
    expect(cache.get('a1')).toBeUndefined();
    const lookedUpAt = cache.epoch();
    cache.setEnabled(true);
    cache.set('a1', viewer('a'), inAnHour(), lookedUpAt); // began while nothing was heard
    expect(cache.get('a1')).toBeUndefined();
    cache.set('a1', viewer('a'), inAnHour(), cache.epoch());
    expect(cache.get('a1')?.userId).toBe('a');
  });

  it('holds at most its maximum, dropping the oldest', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.set(id, viewer(id), inAnHour(), cache.epoch());
    expect(cache.size()).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.userId).toBe('c');
  });
});

describeOnEachTransport('ended sessions across processes', (transport) => {
  it('a sign-out through one process ends the session in another at once', async () => {
    const member = await signedInMember();
    const other = await transport.startOtherProcess();
    try {
      const replay = new TestClient(other.url);
      replay.setCookieHeader(member.client.cookieHeader());
      expect((await replay.get('/api/me')).status).toBe(200); // now cached in the other process
      expect((await member.client.post('/api/auth/sign-out')).status).toBe(200);
      // Well inside the cache's minute: only the announcement can make the other process refuse it.
      let status = 200;
      for (let i = 0; i < 20 && status === 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await replay.get('/api/me')).status;
      }
      expect(status).toBe(401);
    } finally {
      other.stop();
    }
  }, 90_000);
});
