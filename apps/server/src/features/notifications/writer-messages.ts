import { conversationPath } from '@circles/contracts';
import { type Executor, insertAndAnnounce } from './writer-rows';

/**
 * A new direct message (issue #40): one notification row for its recipient, so the live stream (with its
 * Last-Event-ID replay) and Web Push carry it like any other. The text names the sender only, never the message.
 * The notifications list leaves these out (the messages badge counts them); reading the conversation marks them.
 */
export async function newMessage(
  trx: Executor,
  message: { messageId: number; conversationId: string; senderId: string; recipientId: string },
) {
  await insertAndAnnounce(trx, [
    {
      user_id: message.recipientId,
      type: 'other',
      text: { key: 'direct_message', values: {} },
      action_url: conversationPath(message.conversationId),
      circle_id: null,
      actor_id: message.senderId,
      dedupe_key: `message:${message.messageId}`,
    },
  ]);
}
