import type { Readable } from 'node:stream';
import {
  limits,
  type MediaBucket,
  type MediaKind,
  mediaMessages,
  mediaRules,
  type UploadResult,
  type UploadStatus,
} from '@circles/contracts';
import rangeParser from 'range-parser';
import { AppError, notFound } from '../../lib/errors';
import {
  imageVariantPath,
  imageVariantWidths,
  posterPathOf,
  removeMediaFile,
  sourcePathOf,
} from '../../lib/image-variants';
import { mediaUrl } from '../../lib/media-url';
import { type ByteRange, type Storage, StoredFileMissingError } from '../../storage/storage';
import type { CirclesService } from '../circles/service';
import { inspectMedia } from './inspect';
import type { ProcessingRepository } from './processing-repository';
import { readLimitedBody } from './read-limited-body';
import type { MediaRepository } from './repository';

/** Issue #52: every video and audio is stored as ffmpeg made it, whatever it came as. */
const processedAs = {
  video: { ext: 'mp4', contentType: 'video/mp4' },
  audio: { ext: 'm4a', contentType: 'audio/mp4' },
} as const;

export type ServedMedia = { stream: Readable; contentType: string; size: number; range?: ByteRange };

/**
 * The Range header against a file's size (RFC 9110, by the `range-parser` package Express uses): one byte range,
 * or null for the whole file (no header, a malformed one, which a server must ignore, or several ranges, which we
 * answer whole); 'invalid' when no range can be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) return 'invalid';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

export const createMediaService = (deps: {
  repository: MediaRepository;
  storage: Storage;
  circles: CirclesService;
  /** Whether the viewer may see this member's wall (decided by the wall feature, composed in app.ts). */
  canSeeWall: (ownerId: string, viewerId: string) => Promise<boolean>;
  /** The ffmpeg pipeline (issue #52): whether it can run here, and the worker to wake after an upload. */
  processing: {
    repository: ProcessingRepository;
    isAvailable: () => Promise<boolean>;
    kick: () => void;
  };
}) => {
  const { repository, storage, circles, canSeeWall, processing } = deps;

  /** Stores a video or audio as uploaded, out of reach, for the worker to process before anyone is served it. */
  async function storeForProcessing(viewerId: string, kind: 'video' | 'audio', body: Buffer) {
    if (!(await processing.isAvailable()))
      throw new AppError(503, mediaMessages.processingUnavailable, 'media_processing_unavailable');
    // Sniffed as before: only what we accept reaches ffmpeg (which checks the format again itself).
    const sniffed = await inspectMedia(kind, body);
    const target = processedAs[kind];
    for (let attempt = 0; attempt < 20; attempt++) {
      const path = `${viewerId}/${Date.now() + attempt}.${target.ext}`;
      const recorded = await repository.insert({
        ownerId: viewerId,
        bucket: 'posts',
        path,
        kind,
        contentType: target.contentType,
        size: body.length,
        width: null,
        height: null,
        processing: 'queued',
      });
      if (!recorded) continue;
      try {
        await storage.put('posts', sourcePathOf(path), body, sniffed.contentType);
      } catch (error) {
        await repository.deleteUnattached(viewerId, 'posts', path);
        throw error;
      }
      processing.kick();
      const result: UploadResult = {
        url: mediaUrl('posts', path),
        path,
        kind,
        contentType: target.contentType,
        size: body.length,
        width: null,
        height: null,
        processing: true,
      };
      return result;
    }
    throw new AppError(503, 'Upload failed. Please try again.', 'upload_busy');
  }

  return {
    async upload(
      viewerId: string,
      bucket: MediaBucket,
      kind: MediaKind,
      body: Buffer,
      options: { square?: number } = {},
    ): Promise<UploadResult> {
      if (body.length === 0) throw new AppError(400, mediaRules[kind].wrongType, 'invalid_media');
      if (kind !== 'image' && bucket === 'posts') return storeForProcessing(viewerId, kind, body);
      // A posted photo is also stored narrower, for phones and feeds (issue #16).
      const variantWidths = bucket === 'posts' && kind === 'image' ? imageVariantWidths : [];
      const media = await inspectMedia(kind, body, { ...options, variantWidths });
      // Paths are ours: {userId}/{timestamp}.{ext}; a clash within the same millisecond moves to the next one.
      for (let attempt = 0; attempt < 20; attempt++) {
        const path = `${viewerId}/${Date.now() + attempt}.${media.ext}`;
        const recorded = await repository.insert({
          ownerId: viewerId,
          bucket,
          path,
          kind,
          contentType: media.contentType,
          size: media.data.length,
          width: media.width,
          height: media.height,
          variants: media.variants.map(({ width, height, data }) => ({ width, height, size: data.length })),
        });
        if (!recorded) continue;
        try {
          await storage.put(bucket, path, media.data, media.contentType);
          for (const variant of media.variants)
            await storage.put(bucket, imageVariantPath(path, variant.width), variant.data, media.contentType);
        } catch (error) {
          await repository.deleteUnattached(viewerId, bucket, path);
          await removeMediaFile(storage, bucket, path).catch(() => undefined);
          throw error;
        }
        return {
          url: mediaUrl(bucket, path),
          path,
          kind,
          contentType: media.contentType,
          size: media.data.length,
          width: media.width,
          height: media.height,
          processing: false,
        };
      }
      throw new AppError(503, 'Upload failed. Please try again.', 'upload_busy');
    },

    /**
     * A new avatar from a request's raw body (at most 5MB, read as it streams): checked by its bytes, re-encoded,
     * cropped to a square, metadata (EXIF, GPS) stripped, stored at avatars/{userId}/{timestamp}.{ext}.
     */
    async storeAvatar(viewerId: string, request: Request) {
      const body = await readLimitedBody(request, mediaRules.image.maxBytes, mediaRules.image.tooLarge);
      return this.upload(viewerId, 'avatars', 'image', body, { square: limits.avatarPixels });
    },

    /** Removes one of the viewer's own avatar files (the one just replaced); a missing file is not an error. */
    async removeAvatar(viewerId: string, path: string) {
      if (await repository.deleteUnattached(viewerId, 'avatars', path))
        await removeMediaFile(storage, 'avatars', path);
    },

    /** Removes the viewer's own upload that no post uses (the client's cleanup after a failed post). */
    async removeUnattached(viewerId: string, bucket: MediaBucket, path: string) {
      const removed = await repository.deleteUnattached(viewerId, bucket, path);
      if (!removed) throw notFound('File not found');
      await removeMediaFile(storage, bucket, path);
    },

    /**
     * A file for a viewer. Avatars and listings' photos are public to members; a post's media follows its circle's
     * content rule; an unattached upload is its owner's alone. Anything not visible is 'not found'.
     */
    async open(
      viewerId: string,
      bucket: MediaBucket,
      path: string,
      rangeHeader?: string,
      /** A narrower copy of a posted photo, when it has one of this width; else the original. */
      width?: number,
      /** A video's poster frame instead of the video (issue #52), under the video's own rule. */
      poster = false,
    ): Promise<ServedMedia> {
      const upload = await repository.findWithCircle(bucket, path);
      if (!upload) throw notFound('File not found');
      if (bucket === 'wall' && upload.owner_id !== viewerId) {
        // Others see only images on the saved wall, and only when the owner's visibility lets them.
        if (!upload.on_wall || !(await canSeeWall(upload.owner_id, viewerId)))
          throw notFound('File not found');
      }
      // A marketplace listing's photo (issue #40) is for every member, as the listing is.
      if (bucket === 'posts' && !upload.listing_id) {
        if (!upload.circle_id) {
          // A direct message's photo (issue #40) is for the two members of its conversation.
          const isParticipant =
            upload.message_id !== null &&
            (await repository.isMessageParticipant(upload.message_id, viewerId));
          if (upload.owner_id !== viewerId && !isParticipant) throw notFound('File not found');
        } else {
          await circles.circleWithContent(upload.circle_id, viewerId).catch(() => {
            throw notFound('File not found');
          });
        }
      }
      // Not processed yet, or refused by the pipeline: nobody is served what was uploaded (issue #52).
      if (upload.processing === 'queued' || upload.processing === 'failed') throw notFound('File not found');
      if (poster && !upload.poster) throw notFound('File not found');
      // Access was decided on the original above; a copy (or the video's poster) is the same thing shown.
      const image =
        poster && upload.poster ? upload.poster : { size: upload.size_bytes, variants: upload.variants };
      const imagePath = poster ? posterPathOf(path) : path;
      const variant = width ? image.variants.find((candidate) => candidate.width === width) : undefined;
      const storedPath = variant ? imageVariantPath(imagePath, variant.width) : imagePath;
      const size = variant ? variant.size : Number(image.size);
      const range = parseRange(rangeHeader, size);
      if (range === 'invalid') throw new AppError(416, 'Range not satisfiable', 'range_not_satisfiable');
      const stream = await storage.read(bucket, storedPath, range ?? undefined).catch((error) => {
        if (error instanceof StoredFileMissingError) throw notFound('File not found');
        throw error;
      });
      const contentType = poster ? 'image/jpeg' : upload.content_type;
      return { stream, contentType, size, range: range ?? undefined };
    },

    /** Where the viewer's own upload is in the pipeline (the composer's and the pending post's progress). */
    async status(viewerId: string, bucket: MediaBucket, path: string): Promise<UploadStatus> {
      const row = await processing.repository.findStatus(viewerId, bucket, path);
      if (!row) throw notFound('File not found');
      if (row.processing === 'failed') return { state: 'failed', progress: 0, message: row.processing_error };
      if (row.processing === 'queued')
        return { state: 'processing', progress: row.processing_progress, message: null };
      return { state: 'ready', progress: 1, message: null };
    },

    /** The subset of `paths` that are the owner's own wall image uploads. */
    listOwnWallImages: repository.listOwnWallImages,

    /** After a wall save: these of the owner's wall uploads are on the wall, the others may be swept. */
    markOnWall: repository.markOnWall,

    /**
     * Deletes abandoned uploads older than `maxAgeMs`: never attached to a post, or (after at least a day, as an
     * unsaved wall draft may hold them) on no saved wall. Returns how many this call removed.
     */
    async sweepOrphans(maxAgeMs: number) {
      const wallCutOff = new Date(Date.now() - Math.max(maxAgeMs, 24 * 60 * 60 * 1000));
      const orphans = [
        ...(await repository.listOrphans(new Date(Date.now() - maxAgeMs), 200)),
        ...(await repository.listWallOrphans(wallCutOff, 200)),
      ];
      // The row goes first and only one process deletes it, so only that one removes the files (issue #36).
      let removed = 0;
      for (const orphan of orphans) {
        if (await repository.deleteUnattached(orphan.owner_id, orphan.bucket as MediaBucket, orphan.path)) {
          await removeMediaFile(storage, orphan.bucket as MediaBucket, orphan.path);
          removed++;
        }
      }
      return removed;
    },
  };
};

export type MediaService = ReturnType<typeof createMediaService>;
