import { z } from 'zod';
import { int4Max } from './limits';

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
export type WallBackground = (typeof wallBackgrounds)[number];

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
export type StickerCategory = (typeof stickerCategories)[number];

/**
 * docs/product.md §Limits spray colours and sizes (default Medium 40); sticker default 64x64; zoom 0.1-3, factor
 * 1.2.
 */
export const sprayColours = ['#FF4D6D', '#00B4D8', '#FF8A00', '#A6CE39', '#9B59B6', '#F1C40F'] as const;
export type SprayColour = (typeof sprayColours)[number];
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

const finite = (max: number) => z.number().finite().min(-max).max(max);
const elementBase = {
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Invalid element id'),
  x: finite(wallLimits.maxCoordinate),
  y: finite(wallLimits.maxCoordinate),
  width: z.number().finite().min(1).max(wallLimits.maxElementSize),
  height: z.number().finite().min(1).max(wallLimits.maxElementSize),
  zIndex: z.number().int().min(0).max(100_000),
  /** Radians. */
  rotation: finite(1000),
};

/** An image the member uploaded to the `wall` media bucket: `/media/wall/<their id>/<file>`. */
export const wallImageUrlPattern =
  /^\/media\/wall\/([A-Za-z0-9-]{1,64})\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,99})$/;

export const wallImageSchema = z.object({
  ...elementBase,
  type: z.literal('image'),
  content: z.string().regex(wallImageUrlPattern, wallMessages.imageNotYours),
});
export const wallStickerSchema = z.object({
  ...elementBase,
  type: z.literal('sticker'),
  /** The emoji itself (the first product kept it as a text data URL of the emoji). */
  content: z.string().min(1).max(32),
});
/** A spray stroke: one element per press-and-move, its dots' centres relative to the element's top-left. */
export const wallSpraySchema = z.object({
  ...elementBase,
  type: z.literal('spray'),
  content: z.enum(sprayColours),
  size: z.union([z.literal(20), z.literal(40), z.literal(60)]),
  points: z
    .array(z.tuple([finite(wallLimits.maxElementSize), finite(wallLimits.maxElementSize)]))
    .min(1)
    .max(wallLimits.maxStrokePoints, wallMessages.tooManyPoints),
});
export const wallElementSchema = z.discriminatedUnion('type', [
  wallImageSchema,
  wallStickerSchema,
  wallSpraySchema,
]);
export type WallElement = z.infer<typeof wallElementSchema>;
export type WallImage = z.infer<typeof wallImageSchema>;
export type WallSticker = z.infer<typeof wallStickerSchema>;
export type WallSpray = z.infer<typeof wallSpraySchema>;

const wallContentFields = {
  background: z.enum(wallBackgrounds),
  elements: z.array(wallElementSchema).max(wallLimits.maxElements, wallMessages.tooManyElements),
};

/** Ids unique; total spray points bounded. */
const checkWallContent = (content: { elements: WallElement[] }, ctx: z.RefinementCtx) => {
  const ids = new Set(content.elements.map((element) => element.id));
  if (ids.size !== content.elements.length)
    ctx.addIssue({ code: 'custom', message: wallMessages.duplicateId });
  const points = content.elements.reduce((sum, e) => sum + (e.type === 'spray' ? e.points.length : 0), 0);
  if (points > wallLimits.maxTotalStrokePoints) {
    ctx.addIssue({ code: 'custom', message: wallMessages.tooManyPoints });
  }
};

export const wallContentSchema = z.object(wallContentFields).superRefine(checkWallContent);
export type WallContent = z.infer<typeof wallContentSchema>;

/** PUT /api/walls/me: the whole wall, and the version it was edited from (0 for a wall never saved). */
export const saveWallSchema = z
  .object({
    ...wallContentFields,
    // The version column is a PostgreSQL integer: a larger number could never match, and must not reach it.
    version: z
      .number({ error: wallMessages.invalidVersion })
      .int(wallMessages.invalidVersion)
      .min(0, wallMessages.invalidVersion)
      .max(int4Max, wallMessages.invalidVersion),
  })
  .superRefine(checkWallContent);
export type SaveWallInput = z.infer<typeof saveWallSchema>;

export const wallSchema = z.object({
  ownerId: z.string(),
  version: z.number().int(),
  background: z.enum(wallBackgrounds),
  elements: z.array(wallElementSchema),
  updatedAt: z.string().nullable(),
  isOwner: z.boolean(),
});
export type Wall = z.infer<typeof wallSchema>;

export const emptyWallContent: WallContent = { background: 'none', elements: [] };
