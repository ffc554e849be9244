import {
  emptyWallContent,
  type SaveWallInput,
  type Wall,
  type WallBackground,
  type WallElement,
  wallBackgrounds,
  wallElementSchema,
  wallImageUrlPattern,
  wallLimits,
  wallMessages,
} from '@circles/contracts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { WallAccess } from './policy';
import type { StoredWall, WallRepository } from './repository';

type WallMedia = {
  listOwnWallImages: (ownerId: string, paths: string[]) => Promise<string[]>;
  markOnWall: (ownerId: string, paths: string[]) => Promise<void>;
};

/** A stored row as the API shows it; an element a later rule no longer accepts is left out rather than failing. */
function present(ownerId: string, viewerId: string, stored: StoredWall | undefined): Wall {
  const elements = Array.isArray(stored?.elements) ? (stored.elements as unknown[]) : [];
  const background = wallBackgrounds.includes(stored?.background as WallBackground)
    ? (stored?.background as WallBackground)
    : emptyWallContent.background;
  return {
    ownerId,
    version: stored?.version ?? 0,
    background,
    elements: elements.flatMap((element) => {
      const parsed = wallElementSchema.safeParse(element);
      return parsed.success ? [parsed.data] : [];
    }),
    updatedAt: stored ? stored.updated_at.toISOString() : null,
    isOwner: ownerId === viewerId,
  };
}

/** `/media/wall/<owner>/<file>` → `<owner>/<file>`; every image must be the owner's own wall upload. */
const imagePathsOf = (ownerId: string, elements: WallElement[]) =>
  elements.flatMap((element) => {
    if (element.type !== 'image') return [];
    const match = wallImageUrlPattern.exec(element.content);
    if (!match || match[1] !== ownerId) throw badRequest(wallMessages.imageNotYours);
    return [`${match[1]}/${match[2]}`];
  });

export const createWallService = (deps: {
  repository: WallRepository;
  access: WallAccess;
  media: WallMedia;
}) => {
  const { repository, access, media } = deps;
  return {
    /** A member's wall for a viewer: the owner, or a visitor the owner's profile visibility admits. */
    async get(ownerId: string, viewerId: string): Promise<Wall> {
      if (!(await repository.memberExists(ownerId))) throw notFound(wallMessages.memberNotFound);
      if (!(await access.canSeeWall(ownerId, viewerId))) throw forbidden(wallMessages.hidden);
      return present(ownerId, viewerId, await repository.find(ownerId));
    },

    /** Saves the member's whole wall if nobody saved since `version`; a stale version is a 409, never a merge. */
    async save(ownerId: string, input: SaveWallInput): Promise<Wall> {
      if (JSON.stringify(input.elements).length > wallLimits.maxDocumentBytes) {
        throw new AppError(413, wallMessages.tooLarge, 'payload_too_large');
      }
      const paths = [...new Set(imagePathsOf(ownerId, input.elements))];
      const own = await media.listOwnWallImages(ownerId, paths);
      if (own.length !== paths.length) throw badRequest(wallMessages.imageNotYours);
      const saved = await repository.save(ownerId, input.version, input.background, input.elements);
      if (!saved) throw conflict(wallMessages.conflict, 'wall_version_conflict');
      await media.markOnWall(ownerId, paths);
      return present(ownerId, ownerId, saved);
    },
  };
};

export type WallService = ReturnType<typeof createWallService>;
