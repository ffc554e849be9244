import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationsWriter } from '../notifications/writer';
import { createPostsEngagement } from './engagement-repository';
import { createPostsReads } from './read-repository';
import { createPostsWrites } from './write-repository';

export type { CardRef, PostCardRow, VersionedCard } from './card-codec';
export type { AuthorPostKind, FeedCursor } from './card-queries';
export type { NewPost, RemovedPost } from './write-repository';

/** `notify` is the notifications writer (composed in composition-root.ts): a new post tells members and mentions. */
export const createPostsRepository = (db: Kysely<Database>, notify: NotificationsWriter) => ({
  ...createPostsReads(db),
  ...createPostsWrites(db, notify),
  ...createPostsEngagement(db),
});

export type PostsRepository = ReturnType<typeof createPostsRepository>;
