import { isNotificationTextKey, type Notification } from '@circles/contracts';
import type { NotificationRow } from './repository';

export const presentNotification = (row: NotificationRow): Notification => ({
  id: String(row.id),
  type: row.type,
  title: row.title,
  message: row.message,
  // What it says, for the reader's language (issue #53); null for a row whose English matched no known text.
  text: isNotificationTextKey(row.text_key) ? { key: row.text_key, values: row.text_values ?? {} } : null,
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
