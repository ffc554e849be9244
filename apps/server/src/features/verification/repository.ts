import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationsWriter } from '../notifications/writer';

type NewRequest = {
  id: string;
  userId: string;
  note: string | null;
  photoPath: string;
  contentType: string;
  size: number;
};

/**
 * Verified Identity requests (issue #17). `notify` is the notifications writer (composed in composition-root.ts):
 * a decision tells the member.
 */
export const createVerificationRepository = (db: Kysely<Database>, notify: NotificationsWriter) => ({
  isVerified: async (userId: string) =>
    (await db.selectFrom('users').select('manual_verification').where('id', '=', userId).executeTakeFirst())
      ?.manual_verification === true,

  /** The member's latest request, or undefined. */
  findLatest: (userId: string) =>
    db
      .selectFrom('verification_requests')
      .select(['id', 'status', 'note', 'reason', 'created_at', 'decided_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),

  hasPending: async (userId: string) =>
    (await db
      .selectFrom('verification_requests')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst()) !== undefined,

  /** Records a request; false when the member already has one waiting (the unique index decides races). */
  insert: async (request: NewRequest) =>
    (await db
      .insertInto('verification_requests')
      .values({
        id: request.id,
        user_id: request.userId,
        note: request.note,
        photo_path: request.photoPath,
        photo_content_type: request.contentType,
        photo_size_bytes: request.size,
      })
      // A literal, not a parameter: PostgreSQL matches the partial unique index by its predicate's text.
      .onConflict((conflict) =>
        conflict.column('user_id').where('status', '=', sql.lit('pending')).doNothing(),
      )
      .returning('id')
      .executeTakeFirst()) !== undefined,

  /** The review queue, oldest first, with who asked. */
  listPending: () =>
    db
      .selectFrom('verification_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.note',
        'r.created_at',
        'u.id as user_id',
        'u.full_name',
        'u.user_handle',
        'u.avatar_url',
      ])
      .where('r.status', '=', 'pending')
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(200)
      .execute(),

  findPendingPhoto: (requestId: string) =>
    db
      .selectFrom('verification_requests')
      .select(['photo_path', 'photo_content_type', 'photo_size_bytes'])
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .where('photo_path', 'is not', null)
      .executeTakeFirst(),

  /**
   * Decides a waiting request in one transaction: its status, the badge on approval, the member's notification.
   * Returns the member and the photo to delete, or undefined when it was not waiting (decided by someone else).
   */
  decide: (
    requestId: string,
    decision: { status: 'approved' | 'rejected'; reviewerId: string; reason: string | null },
  ) =>
    db.transaction().execute(async (trx) => {
      const request = await trx
        .updateTable('verification_requests')
        .set({
          status: decision.status,
          reason: decision.reason,
          reviewer_id: decision.reviewerId,
          decided_at: new Date(),
        })
        .where('id', '=', requestId)
        .where('status', '=', 'pending')
        .returning(['user_id', 'photo_path'])
        .executeTakeFirst();
      if (!request) return undefined;
      if (decision.status === 'approved') {
        await trx
          .updateTable('users')
          .set({ manual_verification: true, updated_at: new Date() })
          .where('id', '=', request.user_id)
          .execute();
      }
      await notify.verificationDecision(trx, {
        userId: request.user_id,
        isApproved: decision.status === 'approved',
        reason: decision.reason,
      });
      const member = await trx
        .selectFrom('users')
        .select('full_name')
        .where('id', '=', request.user_id)
        .executeTakeFirstOrThrow();
      return { userId: request.user_id, fullName: member.full_name, photoPath: request.photo_path };
    }),

  /** After the file is gone from storage. */
  clearPhoto: (requestId: string) =>
    db
      .updateTable('verification_requests')
      .set({ photo_path: null, photo_content_type: null, photo_size_bytes: null })
      .where('id', '=', requestId)
      .execute(),
});

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
