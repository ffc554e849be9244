import { z } from 'zod';
import { limits } from './limits';

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
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  userId: z.string(),
  createdAt: z.string(),
  actionUrl: z.string().nullable(),
  metadata: z.object({ circleId: z.string().nullable() }),
  createdByUser: z
    .object({ id: z.string(), fullName: z.string(), avatarUrl: z.string().nullable() })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(limits.notificationsPageSize),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  unreadOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const notificationsPageSchema = z.object({ notifications: z.array(notificationSchema) });
export const unreadCountSchema = z.object({ count: z.number() });

/** POST /api/notifications/test-digest (issue #54): the address the test digest went to, and the unread it lists. */
export type DigestTestResult = { sentTo: string; unread: number };

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

/** The mailed unsubscribe link's token (GET shows a confirm button, POST turns email notifications off). */
export const unsubscribeRequestSchema = z.object({
  token: z.string({ error: 'This unsubscribe link is not valid.' }).min(1).max(200),
});
