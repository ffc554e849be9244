import {
  fullNameOf,
  type Me,
  messages,
  type OwnIcons,
  type ProfileCompletionInput,
  profileMessages,
  type UpdateProfileInput,
} from '@circles/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { parseMediaUrl } from '../../lib/media-url';
import type { MediaService } from '../media/service';
import { uniqueHandle } from './handle';
import { presentMe } from './present';
import type { ProfileChanges, ProfileRepository } from './repository';

export { presentMe } from './present';

/** The signed-in member's own profile: read, edit (Profile Settings), avatar, and completion at setup. */
export const createProfileService = (deps: {
  repository: ProfileRepository;
  media: MediaService;
  publicUrl: string;
  logger: Logger;
}) => {
  const { repository, media, publicUrl, logger } = deps;

  async function getMe(userId: string): Promise<Me> {
    const user = await repository.findById(userId);
    if (!user) throw notFound(messages.profile.userNotFound);
    return presentMe(user);
  }

  /** Sets (or clears) the avatar, then removes the file it replaced when that was the member's own upload. */
  async function replaceAvatar(userId: string, avatarUrl: string | null) {
    const previous = await repository.replaceAvatar(userId, avatarUrl);
    const old = previous ? parseMediaUrl(previous, publicUrl) : null;
    if (old?.bucket === 'avatars' && old.path.startsWith(`${userId}/`)) {
      await media
        .removeAvatar(userId, old.path)
        .catch((error) => logger.warn({ err: error, path: old.path }, 'could not remove the old avatar'));
    }
  }

  return {
    getMe,

    /** A free handle for a new member's name (auth, at sign-up and in its rehearsal for a known email). */
    newHandle: (firstName: string, lastName: string) =>
      uniqueHandle(firstName, lastName, repository.isHandleTaken),

    /** The member is active now ("Active N ago"); the activity tracker calls it at most once a minute. */
    touchLastActive: (userId: string) => repository.touchLastActive(userId),

    /** The viewer's six icons (1-3 shown, 4-6 security), so setup can show and change them; [] before setup. */
    async getOwnIcons(userId: string): Promise<OwnIcons> {
      const row = await repository.findOwnIcons(userId);
      if (!row) throw notFound(messages.profile.userNotFound);
      const codes = [
        row.icon1_code,
        row.icon2_code,
        row.icon3_code,
        row.icon4_code,
        row.icon5_code,
        row.icon6_code,
      ];
      return { icons: codes.every(Boolean) ? (codes as string[]) : [] };
    },

    /** Profile Settings. Every field is checked by the contracts schema first; icons must be in the catalogue. */
    async update(userId: string, input: UpdateProfileInput): Promise<Me> {
      const current = await repository.findById(userId);
      if (!current) throw notFound(messages.profile.userNotFound);
      const changes: ProfileChanges = {
        firstName: input.firstName,
        lastName: input.lastName,
        userHandle: input.userHandle,
        bio: input.bio,
      };
      if (input.firstName !== undefined || input.lastName !== undefined) {
        changes.fullName = fullNameOf(
          input.firstName ?? current.first_name,
          input.lastName ?? current.last_name,
        );
      }
      if (input.iconCodes) {
        const [a, b, c] = input.iconCodes;
        if (!a || !b || !c || (await repository.countKnownIcons(input.iconCodes)) !== 3)
          throw badRequest(profileMessages.unknownIcon, { iconCodes: [profileMessages.unknownIcon] });
        changes.iconCodes = [a, b, c];
      }
      if ((await repository.updateProfile(userId, changes)) === 'handle_taken') {
        throw new AppError(409, profileMessages.handleTaken, 'handle_taken', {
          userHandle: [profileMessages.handleTaken],
        });
      }
      return getMe(userId);
    },

    /** A new avatar from the request body (see media.storeAvatar); the old file goes once the new one is set. */
    async changeAvatar(userId: string, request: Request): Promise<Me> {
      const stored = await media.storeAvatar(userId, request);
      try {
        await replaceAvatar(userId, stored.url);
      } catch (error) {
        await media.removeAvatar(userId, stored.path).catch(() => undefined);
        throw new AppError(500, profileMessages.avatarFailed, 'avatar_failed', undefined, { cause: error });
      }
      return getMe(userId);
    },

    /** Back to the default picture; the old file is removed. */
    async removeAvatar(userId: string): Promise<Me> {
      await replaceAvatar(userId, null);
      return getMe(userId);
    },

    async completeProfile(userId: string, input: ProfileCompletionInput) {
      const known = await repository.countKnownIcons(input.icons);
      if (known !== input.icons.length)
        throw badRequest(messages.profile.exactlySixIcons, { icons: ['Unknown icon'] });
      const [a, b, c, d, e, f] = input.icons;
      if (!a || !b || !c || !d || !e || !f) throw badRequest(messages.profile.exactlySixIcons);
      try {
        await repository.completeProfile(userId, [a, b, c, d, e, f]);
      } catch (error) {
        throw new AppError(500, messages.profile.completionFailed, 'profile_completion_failed', undefined, {
          cause: error,
        });
      }
      return { profileCompleted: true };
    },
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;
