// Zod-free: what the web app reads from wall.ts without its schemas (docs/decisions/0096).
/** docs/product.md §Data 'Background style ids'. */
export const wallBackgrounds = [
  'none',
  'circles',
  'shapes',
  'anime',
  'emoji',
  'hungry-circle',
  'matrix',
  'invaders',
  'warp',
  'space-rocks',
] as const;

/** docs/product.md §Data 'Sticker categories'. */
export const stickerCategories = [
  'emoji',
  'fantasy',
  'space',
  'cryptids',
  'animals',
  'nature',
  'food',
  'sports',
  'music',
  'tech',
  'symbols',
] as const;

/**
 * docs/product.md §Limits spray colours and sizes (default Medium 40); sticker default 64x64; zoom 0.1-3, factor
 * 1.2.
 */
export const sprayColours = ['#FF4D6D', '#00B4D8', '#FF8A00', '#A6CE39', '#9B59B6', '#F1C40F'] as const;

export const spraySizes = [
  { label: 'Small', size: 20 },
  { label: 'Medium', size: 40 },
  { label: 'Large', size: 60 },
] as const;

export type SpraySize = (typeof spraySizes)[number]['size'];

export const defaultSpraySize: SpraySize = 40;

export const wallLimits = {
  stickerSize: 64,
  minElementWidth: 50,
  maxElementSize: 4000,
  /** Elements live within ±this many wall pixels of the origin. */
  maxCoordinate: 20_000,
  maxElements: 300,
  maxStrokePoints: 600,
  maxTotalStrokePoints: 20_000,
  /** The saved document as JSON; the PUT body may be this large (the API's other JSON bodies stop at 64 KB). */
  maxDocumentBytes: 384 * 1024,
  zoomMin: 0.1,
  zoomMax: 3,
  zoomFactor: 1.2,
} as const;

export const wallMessages = {
  conflict:
    'Your wall was changed on another device or tab since you opened it. Reload to get the latest wall, then make your changes again.',
  tooManyElements: `A wall holds at most ${wallLimits.maxElements} items. Remove some before saving.`,
  tooManyPoints: 'There is too much spray paint on this wall. Remove some strokes before saving.',
  tooLarge: 'This wall is too large to save. Remove some items before saving.',
  imageNotYours: 'Wall images must be photos you uploaded to your wall.',
  duplicateId: 'Each wall item needs its own id.',
  invalidVersion:
    'That wall version is not valid. Reload to get the latest wall, then make your changes again.',
  hidden: 'This wall is not visible to you.',
  memberNotFound: 'Member not found',
  saveFailed: 'Your wall could not be saved. Please try again.',
  loadFailed: 'The wall could not be loaded.',
} as const;

/** An image the member uploaded to the `wall` media bucket: `/media/wall/<their id>/<file>`. */
export const wallImageUrlPattern =
  /^\/media\/wall\/([A-Za-z0-9-]{1,64})\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,99})$/;
