import {
  type AccountDeletion,
  accountDeletionGraceDays,
  accountMessages,
  type DeleteAccountInput,
  type MediaBucket,
  passkeyConfirmationMinutes,
} from '@circles/contracts';
import { verifyPassword } from '../../auth/password';
import { badRequest } from '../../lib/errors';
import { removeMediaFile } from '../../lib/image-variants';
import type { Storage } from '../../storage/storage';
import type { PostsService } from '../posts/service';
import type { AccountRepository } from './repository';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deleting one's account (issue #18). A request, confirmed with the password or a passkey, ends every session and starts
 * seven days of grace; signing in again within them undoes it. Then `eraseDue` removes the member's posts (with
 * their comments, likes and media, as the author's own delete does) and erases the rest.
 */
export const createAccountService = (deps: {
  repository: AccountRepository;
  posts: PostsService;
  storage: Storage;
  /** Every process forgets the member's sessions and closes their streams. */
  sessionsEnded: (userId: string) => Promise<void>;
}) => {
  const { repository, posts, storage, sessionsEnded } = deps;
  return {
    async requestDeletion(
      viewer: { userId: string; sessionId: string },
      confirmation: DeleteAccountInput,
    ): Promise<AccountDeletion> {
      const { userId } = viewer;
      if (confirmation.password !== undefined) {
        const hash = await repository.findPasswordHash(userId);
        if (!hash || !(await verifyPassword({ hash, password: confirmation.password })))
          throw badRequest(accountMessages.wrongPassword);
      } else {
        // A passkey confirms by having opened this very session moments ago.
        const verifiedAt = await repository.findPasskeyVerifiedAt(viewer.sessionId);
        if (!verifiedAt || Date.now() - verifiedAt.getTime() > passkeyConfirmationMinutes * 60_000)
          throw badRequest(accountMessages.passkeyConfirmationStale);
      }
      const due = new Date(Date.now() + accountDeletionGraceDays * dayMs);
      await repository.scheduleDeletion(userId, due);
      await sessionsEnded(userId);
      return { deleteAfter: due.toISOString() };
    },

    cancelDeletion: (userId: string) => repository.cancelDeletion(userId),

    /**
     * Erases the accounts whose grace has run out (a few at a time), each claimed first so that no other process
     * erases it too; returns how many this call erased. Files go through the storage (local disk or S3).
     */
    async eraseDue(now = new Date()) {
      const claimed = await repository.claimDue(now, 20);
      let erased = 0;
      for (const { id } of claimed) {
        // Signed in again since it was claimed: keep everything.
        if (!(await repository.findDeletion(id))?.deletion_scheduled_at) continue;
        for (const post of await repository.listPostIds(id)) await posts.remove(post.id, id);
        const files = await repository.erase(id);
        if (files) erased++;
        for (const file of files ?? []) {
          await removeMediaFile(storage, file.bucket as MediaBucket, file.path).catch(() => undefined);
        }
      }
      return erased;
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
