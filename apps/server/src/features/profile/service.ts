import { type Me, messages, type OwnIcons, type ProfileCompletionInput } from '@circles/contracts';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { createProfileRepository } from './repository';

type ProfileRepository = ReturnType<typeof createProfileRepository>;
type UserRow = NonNullable<Awaited<ReturnType<ProfileRepository['findById']>>>;

export const presentMe = (user: UserRow): Me => ({
  userId: user.id,
  email: user.email,
  fullName: user.full_name,
  firstName: user.first_name,
  lastName: user.last_name,
  userHandle: user.user_handle,
  avatarUrl: user.avatar_url,
  manualVerification: user.manual_verification,
  iconCodes: [user.icon1_code, user.icon2_code, user.icon3_code].filter((code): code is string =>
    Boolean(code),
  ),
  profileCompleted: user.profile_completed,
});

export const createProfileService = (repository: ProfileRepository) => ({
  async getMe(userId: string): Promise<Me> {
    const user = await repository.findById(userId);
    if (!user) throw notFound(messages.profile.userNotFound);
    return presentMe(user);
  },

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
});
