import {
  type CreatePostInput,
  mediaProcessingMessages,
  type PendingPost,
  postMessages,
} from '@circles/contracts';
import { AppError, notFound } from '../../lib/errors';
import type { PendingPostRow, PendingPostsRepository } from './pending-repository';

const presentPending = (row: PendingPostRow): PendingPost => ({
  id: row.id,
  circleId: row.circle_id,
  content: String(row.input.content ?? ''),
  kind: row.kind === 'audio' ? 'audio' : 'video',
  state: row.failed_message ? 'failed' : 'processing',
  progress: row.failed_message ? 0 : Number(row.progress ?? 0),
  message: row.failed_message,
  createdAt: new Date(row.created_at).toISOString(),
});

type StoredInput = CreatePostInput & { content: string };

/**
 * Issue #52: a post whose video or audio is still being processed waits here, seen by its author alone with the
 * progress; the process that finishes its last file publishes it through the same checks as any new post.
 */
export const createPendingPosts = (deps: {
  repository: PendingPostsRepository;
  /** Creates the post from the stored request, as POST /api/posts would now. */
  publish: (input: StoredInput, authorId: string) => Promise<unknown>;
  /** Removes the author's uploads the post referred to (when no post uses them). */
  discardUploads: (authorId: string, input: StoredInput) => Promise<void>;
}) => {
  const { repository } = deps;
  const reasonOf = (error: unknown) =>
    error instanceof AppError && error.status < 500 ? error.message : postMessages.createFailed;

  const pendingPosts = {
    /** Holds the post until its media is ready; the author gets it back with the progress. */
    async hold(authorId: string, circleId: string, input: StoredInput, uploadIds: string[]) {
      const row = await repository.create(authorId, circleId, input, uploadIds);
      // The last file may have been finished while the post was being held: then it is published now.
      await pendingPosts.fileReady(row.id);
      return presentPending({
        ...row,
        author_id: authorId,
        circle_id: circleId,
        input,
        failed_message: null,
        kind: input.audioSource ? 'audio' : 'video',
        progress: 0,
      });
    },

    async list(authorId: string) {
      return { pending: (await repository.listByAuthor(authorId)).map(presentPending) };
    },

    /** The author withdraws a post still processing, or dismisses one that failed. */
    async remove(pendingId: string, authorId: string) {
      if (!(await repository.remove(pendingId, authorId)))
        throw notFound(mediaProcessingMessages.pendingNotFound);
    },

    /** A file of the post is processed: publishes the post once all are (one process does, whichever takes it). */
    async fileReady(pendingId: string) {
      if (!(await repository.isReady(pendingId))) return;
      const taken = await repository.takeForPublishing(pendingId);
      if (!taken) return;
      const input = taken.input as StoredInput;
      try {
        await deps.publish(input, taken.author_id);
      } catch (error) {
        // The circle went, the author left it...: told in plain words, nothing half-posted.
        await repository.recordFailure({ ...taken, input }, reasonOf(error));
      }
    },

    /** A file of the post could not be processed: the post is not published, and its other files go. */
    async fileFailed(pendingId: string, message: string) {
      const pending = await repository.find(pendingId);
      if (!pending) return;
      await repository.recordFailure(pending, message);
      // Held by nothing now, they go as any unused upload does (one holder per upload, issue #57).
      await repository.releaseUploads(pendingId);
      await deps.discardUploads(pending.author_id, pending.input as StoredInput);
    },

    /**
     * With the orphan sweep: publishes what a process that died left ready, and drops failures left undismissed
     * for a week.
     */
    async sweep() {
      for (const id of await repository.listReady()) await pendingPosts.fileReady(id);
      return repository.removeStaleFailures(new Date(Date.now() - 7 * 24 * 3600_000));
    },
  };
  return pendingPosts;
};

export type PendingPosts = ReturnType<typeof createPendingPosts>;
