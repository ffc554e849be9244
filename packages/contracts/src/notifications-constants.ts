// Zod-free: what the web app reads from notifications.ts without its schemas (docs/decisions/0096).
export const notificationMessages = {
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markAllFailed: 'Failed to mark all notifications as read',
  notFound: 'Notification not found',
} as const;

export const notificationTypes = [
  'comment',
  'post',
  'like',
  'mention',
  'circle_invite',
  'other',
  // Governance (issue #40): a proposal the member voted on closed; a policy area's text changed.
  'proposal_closed',
  'policy_changed',
] as const;

/**
 * docs/product.md §Behaviour: 'Just now' under a minute, then Nm, Nh, Nd ago under 7 days, otherwise a locale date.
 */
export function relativeTime(isoDate: string, now: Date = new Date(), locale?: string) {
  const then = new Date(isoDate);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return then.toLocaleDateString(locale);
}

/** docs/product.md §Limits: the unread badge shows 99+ above 99. */
export const unreadBadgeText = (count: number) => (count > 99 ? '99+' : String(Math.max(0, count)));

/** @handles mentioned in a text (lower-cased, unique). */
export const mentionedHandles = (text: string) => [
  ...new Set(
    [...text.matchAll(/(^|[^\w@])@([a-z0-9_]{3,30})\b/gi)].map((match) => (match[2] ?? '').toLowerCase()),
  ),
];
