import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  isUuid,
  type OwnVerificationRequest,
  type PendingVerification,
  type VerificationDecision,
  type VerificationStatusAnswer,
  type VerifiedAction,
  verificationGateMessage,
  verificationMessages,
} from '@circles/contracts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { privateVerificationBucket, type Storage, StoredFileMissingError } from '../../storage/storage';
import type { VerificationRepository } from './repository';

/** A checked, re-encoded image (metadata stripped), as the media feature prepares avatars. */
export type PreparedImage = { data: Buffer; ext: string; contentType: string };

export type VerificationPhoto = { stream: Readable; contentType: string; size: number };

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Verified Identity (issue #17). Members ask with an identity photo kept in a private bucket; admins (and only
 * admins: `requireAdmin` before anything else) list, view, approve or reject; the photo is deleted right after the
 * decision. `requireVerified` is the REQUIRE_VERIFICATION gate other features call.
 */
export const createVerificationService = (deps: {
  repository: VerificationRepository;
  storage: Storage;
  requireAdmin: (userId: string) => Promise<void>;
  /**
   * Checks the bytes (magic bytes, pixel limit) and re-encodes; throws the image messages of docs/product.md
   * §Validation.
   */
  prepareImage: (data: Buffer) => Promise<PreparedImage>;
  isRequired: boolean;
}) => {
  const { repository, storage, requireAdmin, prepareImage, isRequired } = deps;

  async function status(userId: string): Promise<VerificationStatusAnswer> {
    const latest = await repository.findLatest(userId);
    const request: OwnVerificationRequest | null = latest
      ? {
          id: latest.id,
          status: latest.status,
          note: latest.note,
          reason: latest.reason,
          createdAt: iso(latest.created_at),
          decidedAt: latest.decided_at ? iso(latest.decided_at) : null,
        }
      : null;
    return { isRequired, isVerified: await repository.isVerified(userId), request };
  }

  async function decide(
    adminId: string,
    requestId: string,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<VerificationDecision & { message: string }> {
    await requireAdmin(adminId);
    if (!isUuid(requestId)) throw notFound(verificationMessages.notFound);
    const decided = await repository.decide(requestId, { status, reviewerId: adminId, reason });
    if (!decided) throw notFound(verificationMessages.notFound);
    // The photo goes now; the row forgets it only once the file is gone (an erasure retries what is left).
    if (decided.photoPath) {
      await storage.remove(privateVerificationBucket, decided.photoPath);
      await repository.clearPhoto(requestId);
    }
    const message =
      status === 'approved'
        ? verificationMessages.approved(decided.fullName)
        : verificationMessages.rejected(decided.fullName);
    return { id: requestId, status, message };
  }

  return {
    status,

    /** The REQUIRE_VERIFICATION gate: a Basic member is refused, with what to do about it. */
    async requireVerified(userId: string, action: VerifiedAction) {
      if (!isRequired || (await repository.isVerified(userId))) return;
      throw new AppError(403, verificationGateMessage(action), 'verification_required');
    },

    async request(userId: string, photo: Buffer | null, note: string | null) {
      if (await repository.isVerified(userId)) throw badRequest(verificationMessages.alreadyVerified);
      if (await repository.hasPending(userId)) throw conflict(verificationMessages.alreadyPending);
      if (!photo || photo.length === 0) throw badRequest(verificationMessages.photoRequired);
      const image = await prepareImage(photo);
      const id = randomUUID();
      // Paths are ours, unguessable, and in a bucket no public route serves.
      const photoPath = `${userId}/${id}.${image.ext}`;
      await storage.put(privateVerificationBucket, photoPath, image.data, image.contentType);
      const inserted = await repository
        .insert({ id, userId, note, photoPath, contentType: image.contentType, size: image.data.length })
        .catch(async (error: unknown) => {
          await storage.remove(privateVerificationBucket, photoPath);
          throw error;
        });
      if (!inserted) {
        // Another request of the member's arrived first.
        await storage.remove(privateVerificationBucket, photoPath);
        throw conflict(verificationMessages.alreadyPending);
      }
      return status(userId);
    },

    async listPending(adminId: string): Promise<PendingVerification[]> {
      await requireAdmin(adminId);
      return (await repository.listPending()).map((row) => ({
        id: row.id,
        member: {
          userId: row.user_id,
          fullName: row.full_name,
          userHandle: row.user_handle,
          avatarUrl: row.avatar_url,
        },
        note: row.note,
        photoUrl: `/api/verification/requests/${row.id}/photo`,
        createdAt: iso(row.created_at),
      }));
    },

    /** The identity photo of a waiting request, for an admin reviewing it. */
    async openPhoto(adminId: string, requestId: string): Promise<VerificationPhoto> {
      await requireAdmin(adminId);
      const photo = isUuid(requestId) ? await repository.findPendingPhoto(requestId) : undefined;
      if (!photo?.photo_path) throw notFound(verificationMessages.notFound);
      return {
        stream: await storage.read(privateVerificationBucket, photo.photo_path).catch((error) => {
          if (error instanceof StoredFileMissingError) throw notFound(verificationMessages.notFound);
          throw error;
        }),
        contentType: photo.photo_content_type ?? 'application/octet-stream',
        size: Number(photo.photo_size_bytes ?? 0),
      };
    },

    approve: (adminId: string, requestId: string) => decide(adminId, requestId, 'approved', null),

    reject: (adminId: string, requestId: string, reason: string) =>
      decide(adminId, requestId, 'rejected', reason),
  };
};

export type VerificationService = ReturnType<typeof createVerificationService>;
