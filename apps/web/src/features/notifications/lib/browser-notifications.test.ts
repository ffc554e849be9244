import { describe, expect, it } from 'vitest';
import { shouldShowBrowserNotification } from './browser-notifications';

const now = Date.parse('2026-05-01T12:00:00.000Z');
const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('shouldShowBrowserNotification (SPEC §4)', () => {
  it('shows a fresh unread notification when permission is granted', () => {
    expect(
      shouldShowBrowserNotification(
        { read: false, createdAt: secondsAgo(3) },
        { now, permission: 'granted' },
      ),
    ).toBe(true);
  });

  it('skips read, 10 s old, not permitted or unwanted ones', () => {
    const fresh = { read: false, createdAt: secondsAgo(3) };
    expect(shouldShowBrowserNotification({ ...fresh, read: true }, { now, permission: 'granted' })).toBe(
      false,
    );
    expect(
      shouldShowBrowserNotification(
        { read: false, createdAt: secondsAgo(10) },
        { now, permission: 'granted' },
      ),
    ).toBe(false);
    expect(shouldShowBrowserNotification(fresh, { now, permission: 'default' })).toBe(false);
    expect(
      shouldShowBrowserNotification(fresh, {
        now,
        permission: 'granted',
        preferences: { pushNotifications: false },
      }),
    ).toBe(false);
  });
});
