import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** /messages, /messages/new?to=<member id> and /messages/:conversationId (issue #40), inside the member shell. */
export const messagesRoutes: RouteObject[] = [
  {
    path: paths.app.messages,
    lazy: () => import('./pages/messages-page').then((module) => ({ Component: module.MessagesPage })),
  },
  {
    path: `${paths.app.messages}/new`,
    lazy: () =>
      import('./pages/new-conversation-page').then((module) => ({ Component: module.NewConversationPage })),
  },
  {
    path: `${paths.app.messages}/:conversationId`,
    lazy: () =>
      import('./pages/conversation-page').then((module) => ({ Component: module.ConversationPage })),
  },
];
