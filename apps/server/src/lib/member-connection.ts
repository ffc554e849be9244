import type { MemberConnection } from '@circles/contracts';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema';

/**
 * A member as lists of people show them (contracts' MemberConnection): blocked and muted members, connections,
 * found members. The columns are read from `users` aliased `u`; the presenter turns them into the answer.
 */
export const memberConnectionColumns = [
  'u.id',
  'u.full_name',
  'u.user_handle',
  'u.avatar_url',
  'u.manual_verification',
  'u.profile_completed',
] as const;

export type MemberConnectionRow = Pick<
  Selectable<UsersTable>,
  'id' | 'full_name' | 'user_handle' | 'avatar_url' | 'manual_verification' | 'profile_completed'
>;

export const presentMemberConnection = (user: MemberConnectionRow): MemberConnection => ({
  userId: user.id,
  fullName: user.full_name,
  userHandle: user.user_handle,
  avatarUrl: user.avatar_url,
  isVerified: user.manual_verification,
  profileCompleted: user.profile_completed,
});
