import type { Notification } from '@circles/contracts';
import type { NotificationRow } from './repository';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: String(row.id),
  type: row.type,
  title: row.title,
  message: row.message,
  read: row.read,
  readAt: row.read_at ? row.read_at.toISOString() : null,
  userId: row.user_id,
  createdAt: row.created_at.toISOString(),
  actionUrl: row.action_url,
  metadata: { circleId: row.circle_id },
  createdByUser: row.actor_id
    ? { id: row.actor_id, fullName: row.actor_name ?? '', avatarUrl: row.actor_avatar_url ?? null }
    : null,
});
