import type { Generated } from 'kysely';
import type { Timestamp } from './schema-columns';

/** Direct messages (issue #40, migration 0040). */
export type ConversationsTable = {
  id: Generated<string>;
  created_at: Timestamp;
  last_message_at: Timestamp;
};

/** One row per member of a conversation: who the other member is, and the newest message this member read. */
export type ConversationMembersTable = {
  conversation_id: string;
  user_id: string;
  other_id: string;
  last_read_id: Generated<number>;
};

export type MessagesTable = {
  id: Generated<number>;
  conversation_id: string;
  sender_id: string;
  body: Generated<string>;
  image_path: string | null;
  image_width: number | null;
  image_height: number | null;
  created_at: Timestamp;
  /** Set when a site moderator removed the message (migration 0042); its text and photo are gone. */
  removed_at: Timestamp | null;
};
