import {
  conversationParamSchema,
  markReadSchema,
  messageParamSchema,
  messagesQuerySchema,
  sendMessageSchema,
  startConversationSchema,
} from '@circles/contracts';
import { Hono } from 'hono';
import type { AuthedEnv, RequireViewer } from '../../auth/session';
import { validate } from '../../lib/validate';
import type { MessagesService } from './service';

/**
 * /api/messages (issue #40): the viewer's conversations, one conversation's messages (newest first, keyset
 * pages), sending, read marks, deleting one's own message, and the unread count for the menu badges.
 */
export const messagesRoutes = (service: MessagesService, requireViewer: RequireViewer) => {
  const conversation = validate('param', conversationParamSchema);
  return new Hono<AuthedEnv>()
    .use(requireViewer)
    .get('/unread-count', async (c) => c.json(await service.unreadCount(c.var.viewer.userId)))
    .get('/conversations', async (c) => c.json(await service.listConversations(c.var.viewer.userId)))
    .post('/conversations', validate('json', startConversationSchema), async (c) =>
      c.json(await service.start(c.var.viewer.userId, c.req.valid('json').userId)),
    )
    .get('/conversations/:id', conversation, async (c) =>
      c.json(await service.getConversation(c.var.viewer.userId, c.req.valid('param').id)),
    )
    .get('/conversations/:id/messages', conversation, validate('query', messagesQuerySchema), async (c) =>
      c.json(await service.listMessages(c.var.viewer.userId, c.req.valid('param').id, c.req.valid('query'))),
    )
    .post('/conversations/:id/messages', conversation, validate('json', sendMessageSchema), async (c) =>
      c.json(await service.send(c.var.viewer.userId, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .post('/conversations/:id/read', conversation, validate('json', markReadSchema), async (c) =>
      c.json(
        await service.markRead(c.var.viewer.userId, c.req.valid('param').id, c.req.valid('json').upToId),
      ),
    )
    .delete('/:messageId', validate('param', messageParamSchema), async (c) =>
      c.json(await service.deleteMessage(c.var.viewer.userId, Number(c.req.valid('param').messageId))),
    );
};
