import { z } from 'zod';
import { int4Max } from './limits';
import {
  sprayColours,
  type stickerCategories,
  wallBackgrounds,
  wallImageUrlPattern,
  wallLimits,
  wallMessages,
} from './wall-constants';

export {
  defaultSpraySize,
  type SpraySize,
  sprayColours,
  spraySizes,
  stickerCategories,
  wallBackgrounds,
  wallImageUrlPattern,
  wallLimits,
  wallMessages,
} from './wall-constants';
export type WallBackground = (typeof wallBackgrounds)[number];
export type StickerCategory = (typeof stickerCategories)[number];
export type SprayColour = (typeof sprayColours)[number];

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
