import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { BlocksService } from './features/blocks/service';
import type { CirclesService } from './features/circles/service';
import { createMessagesRepository } from './features/messages/repository';
import { newMessage } from './features/notifications/writer-messages';
import type { PreferencesService } from './features/preferences/service';

/**
 * What direct messages' service is built from (issue #40; the composition root builds it): blocks hold both ways, the recipient's
 * 'message_privacy' preference asks for a shared circle (circles' connections), and each new message is a
 * notification row for its recipient (the live stream and Web Push carry it).
 */
export function messagesDependencies(
  db: Kysely<Database>,
  deps: {
    blocks: BlocksService;
    isSuspended: (userId: string) => Promise<boolean>;
    circles: CirclesService;
    preferences: PreferencesService;
    publicUrl: string;
  },
) {
  return {
    repository: createMessagesRepository(db, { newMessage }),
    blockedBetween: deps.blocks.between,
    isSuspended: deps.isSuspended,
    isConnection: deps.circles.isConnection,
    messagePrivacy: async (userId: string) => (await deps.preferences.getAll(userId)).message_privacy,
    publicUrl: deps.publicUrl,
  };
}
