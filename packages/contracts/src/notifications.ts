import { z } from 'zod';
import { limits } from './limits';
import { notificationTexts } from './notification-texts';
import { notificationTypes } from './notifications-constants';

export {
  mentionedHandles,
  notificationMessages,
  notificationTypes,
  relativeTime,
  unreadBadgeText,
} from './notifications-constants';
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  /** What title and message say, for the reader's language (notification-texts.ts); null: show them as written. */
  text: z
    .object({
      key: z.enum(Object.keys(notificationTexts) as [keyof typeof notificationTexts]),
      values: z.record(z.string(), z.string()),
    })
    .nullable(),
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

/** The mailed unsubscribe link's token (GET shows a confirm button, POST turns email notifications off). */
export const unsubscribeRequestSchema = z.object({
  token: z.string({ error: 'This unsubscribe link is not valid.' }).min(1).max(200),
});
