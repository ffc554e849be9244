import { type MediaKind, mediaMessages, mediaRules } from '@circles/contracts';
import { badRequest } from '../../lib/errors';

/** Decompression-bomb guard: images beyond 40 megapixels are refused before decoding. */
export const maxImagePixels = 40_000_000;

// What we accept per kind, by detected content (magic bytes), with the extension we store it under.
const accepted: Record<MediaKind, Record<string, { ext: string; contentType: string }>> = {
  image: {
    'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg' },
    'image/png': { ext: 'png', contentType: 'image/png' },
    'image/webp': { ext: 'webp', contentType: 'image/webp' },
    'image/gif': { ext: 'webp', contentType: 'image/webp' },
    'image/avif': { ext: 'webp', contentType: 'image/webp' },
  },
  video: {
    'video/mp4': { ext: 'mp4', contentType: 'video/mp4' },
    'video/webm': { ext: 'webm', contentType: 'video/webm' },
    'video/quicktime': { ext: 'mov', contentType: 'video/quicktime' },
    'video/x-matroska': { ext: 'webm', contentType: 'video/webm' },
  },
  audio: {
    'audio/mpeg': { ext: 'mp3', contentType: 'audio/mpeg' },
    'audio/wav': { ext: 'wav', contentType: 'audio/wav' },
    'audio/x-wav': { ext: 'wav', contentType: 'audio/wav' },
    'audio/ogg': { ext: 'ogg', contentType: 'audio/ogg' },
    'audio/opus': { ext: 'ogg', contentType: 'audio/ogg' },
    'audio/x-m4a': { ext: 'm4a', contentType: 'audio/mp4' },
    'audio/mp4': { ext: 'm4a', contentType: 'audio/mp4' },
    'audio/aac': { ext: 'm4a', contentType: 'audio/mp4' },
    'audio/x-flac': { ext: 'flac', contentType: 'audio/flac' },
    'audio/flac': { ext: 'flac', contentType: 'audio/flac' },
    'video/webm': { ext: 'webm', contentType: 'audio/webm' },
  },
};

export type InspectedMedia = {
  data: Buffer;
  ext: string;
  contentType: string;
  width: number | null;
  height: number | null;
  /** Narrower copies of an image, when asked for and the image is wider (issue #16). */
  variants: { data: Buffer; width: number; height: number }[];
};

/**
 * Decides what a file really is from its bytes (never its name or claimed type) and prepares it for storage:
 * images are re-encoded (orientation applied, metadata such as GPS stripped, pixel limit enforced).
 */
export async function inspectMedia(
  kind: MediaKind,
  data: Buffer,
  options: {
    square?: number;
    variantWidths?: readonly number[];
    /** Stored as JPEG whatever it came as (a video's poster frame, issue #52). */
    asJpeg?: boolean;
  } = {},
): Promise<InspectedMedia> {
  // Loaded with the first upload (about 2 MB of heap with its tokenizers), as sharp is below (issue #16).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const found = detected ? accepted[kind][detected.mime] : undefined;
  const target = found && options.asJpeg ? { ext: 'jpg', contentType: 'image/jpeg' } : found;
  if (!target) throw badRequest(mediaRules[kind].wrongType);
  if (kind !== 'image') return { data, ...target, width: null, height: null, variants: [] };

  // Loaded on the first image, not at start: libvips holds about 25 MB a server that only reads never needs.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(data, {
      limitInputPixels: maxImagePixels,
      failOn: 'error',
      // A square crop (avatars) keeps the first frame of an animation only.
      animated: target.ext === 'webp' && !options.square,
    });
    const metadata = await image.metadata();
    if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > maxImagePixels) {
      throw badRequest(mediaMessages.imageTooManyPixels);
    }
    // Orientation applied first; sharp writes no metadata (EXIF, GPS) unless asked to.
    const rotated = image.rotate();
    const pipeline = options.square
      ? rotated.resize(options.square, options.square, { fit: 'cover', position: 'attention' })
      : rotated;
    const encoded =
      target.ext === 'jpg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : target.ext === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 85 });
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    const width = info.width;
    const height = info.pageHeight ?? info.height;
    const variants = [];
    for (const variantWidth of options.variantWidths ?? []) {
      if (variantWidth >= width) continue;
      const narrower = await encoded
        .clone()
        .resize({ width: variantWidth })
        .toBuffer({ resolveWithObject: true });
      variants.push({
        data: narrower.data,
        width: narrower.info.width,
        height: narrower.info.pageHeight ?? narrower.info.height,
      });
    }
    return { data: output, ...target, width, height, variants };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw badRequest(mediaMessages.imageTooManyPixels);
    if (error instanceof Error && 'status' in error) throw error;
    throw badRequest(mediaRules.image.wrongType);
  }
}
