import { describe, expect, it } from 'vitest';
import { mentionedHandles, relativeTime, unreadBadgeText } from './notifications';

describe('relativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1m ago'],
    [59 * 60, '59m ago'],
    [3600, '1h ago'],
    [23 * 3600, '23h ago'],
    [24 * 3600, '1d ago'],
    [6 * 86400, '6d ago'],
  ])('%i seconds ago → %s', (seconds, label) => {
    expect(relativeTime(ago(seconds), now)).toBe(label);
  });
  it('shows a locale date from 7 days on', () => {
    expect(relativeTime(ago(7 * 86400), now, 'en-US')).toBe(
      new Date(ago(7 * 86400)).toLocaleDateString('en-US'),
    );
  });
});

describe('unread badge and mentions', () => {
  it('caps the badge at 99+ and never goes below 0', () => {
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(-2)).toBe('0');
  });
  it('finds @handles, not emails', () => {
    expect(mentionedHandles('hi @AdaLovelace and @bob_1, mail me at x@example.com @ada')).toEqual([
      'adalovelace',
      'bob_1',
      'ada',
    ]);
  });
});
