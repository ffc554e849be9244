import type { Me, MemberProfile } from '@circles/contracts';
import { presentMemberConnection } from '../../lib/member-connection';
import type { ProfileRepository } from './repository';

type UserRow = NonNullable<Awaited<ReturnType<ProfileRepository['findById']>>>;
type MemberRow = NonNullable<Awaited<ReturnType<ProfileRepository['findByHandle']>>>;

/** Icons 1-3, the ones a profile shows. Icons 4-6 (security) live in another table that no profile query reads. */
const shownIcons = (row: {
  icon1_code: string | null;
  icon2_code: string | null;
  icon3_code: string | null;
}) => [row.icon1_code, row.icon2_code, row.icon3_code].filter((code): code is string => Boolean(code));

export const presentMe = (user: UserRow): Me => ({
  userId: user.id,
  email: user.email,
  fullName: user.full_name,
  firstName: user.first_name,
  lastName: user.last_name,
  userHandle: user.user_handle,
  avatarUrl: user.avatar_url,
  manualVerification: user.manual_verification,
  iconCodes: shownIcons(user),
  profileCompleted: user.profile_completed,
  bio: user.bio,
  role: user.role,
});

export const presentMember = (
  user: MemberRow,
  view: Pick<MemberProfile, 'isOwn' | 'canSeeTabs' | 'counts'> & { showsActivity: boolean },
): MemberProfile => ({
  // The header's name, handle, avatar and badge are what every list of people shows of a member.
  ...presentMemberConnection(user),
  firstName: user.first_name,
  iconCodes: shownIcons(user),
  bio: user.bio,
  memberSince: user.created_at.toISOString(),
  lastActiveAt: view.showsActivity && user.last_active_at ? user.last_active_at.toISOString() : null,
  isOwn: view.isOwn,
  canSeeTabs: view.canSeeTabs,
  counts: view.counts,
});
