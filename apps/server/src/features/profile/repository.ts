import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { searchPeople } from './search-repository';

export type ProfileChanges = {
  firstName?: string;
  lastName?: string;
  fullName?: string;
  userHandle?: string;
  bio?: string;
  iconCodes?: [string, string, string];
};

/** Postgres' unique_violation, and the constraint that keeps handles unique (migration 0002). */
const isHandleClash = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  /users_handle_unique/.test(
    String((error as { constraint?: string }).constraint ?? (error as Error).message),
  );

export const createProfileRepository = (db: Kysely<Database>) => ({
  findById(userId: string) {
    return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  },

  /** A member by handle (handles are stored lower-case), without email or anything private. */
  findByHandle(handle: string) {
    return db
      .selectFrom('users')
      .select([
        'id',
        'full_name',
        'first_name',
        'user_handle',
        'avatar_url',
        'manual_verification',
        'profile_completed',
        'icon1_code',
        'icon2_code',
        'icon3_code',
        'bio',
        'created_at',
        'last_active_at',
      ])
      .where('user_handle', '=', handle)
      .executeTakeFirst();
  },

  /**
   * Members with a completed profile whose name or handle contains `text` (`contains`), or is close to it by
   * trigrams (`similar`); an exact handle first, then the closest; at most `limit` (search-repository.ts).
   */
  searchByName(text: string, limit: number, mode: 'contains' | 'similar') {
    return searchPeople(db, text, limit, mode);
  },

  async isHandleTaken(handle: string) {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('user_handle', '=', handle)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The member's own six icons in order; the only read of the security icons, for their owner alone. */
  async findOwnIcons(userId: string) {
    return db
      .selectFrom('users as u')
      .leftJoin('user_security_icons as s', 's.user_id', 'u.id')
      .select([
        'u.icon1_code',
        'u.icon2_code',
        'u.icon3_code',
        's.icon4_code',
        's.icon5_code',
        's.icon6_code',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  },

  async countKnownIcons(codes: string[]) {
    const row = await db
      .selectFrom('icons')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('icon_code', 'in', codes)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /**
   * Writes the changed fields in one statement. A handle someone else holds (even one claimed a moment ago by a
   * concurrent request) is caught by the unique index: answers 'handle_taken' and writes nothing.
   */
  async updateProfile(userId: string, changes: ProfileChanges): Promise<'updated' | 'handle_taken'> {
    try {
      await db
        .updateTable('users')
        .set({
          ...(changes.firstName === undefined ? {} : { first_name: changes.firstName }),
          ...(changes.lastName === undefined ? {} : { last_name: changes.lastName }),
          ...(changes.fullName === undefined ? {} : { full_name: changes.fullName }),
          ...(changes.userHandle === undefined ? {} : { user_handle: changes.userHandle }),
          ...(changes.bio === undefined ? {} : { bio: changes.bio }),
          ...(changes.iconCodes === undefined
            ? {}
            : {
                icon1_code: changes.iconCodes[0],
                icon2_code: changes.iconCodes[1],
                icon3_code: changes.iconCodes[2],
              }),
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      return 'updated';
    } catch (error) {
      if (isHandleClash(error)) return 'handle_taken';
      throw error;
    }
  },

  /** Sets the avatar and answers the one it replaced, atomically (two uploads at once each replace one). */
  async replaceAvatar(userId: string, avatarUrl: string | null) {
    return db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select('avatar_url')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ avatar_url: avatarUrl, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      return before?.avatar_url ?? null;
    });
  },

  /** Marks the member active now, unless that was already written within the last minute. */
  async touchLastActive(userId: string) {
    await db
      .updateTable('users')
      .set({ last_active_at: sql`now()` })
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('last_active_at', 'is', null),
          eb('last_active_at', '<', sql<Date>`now() - interval '1 minute'`),
        ]),
      )
      .execute();
  },

  /** Stores the six icons (three shown, three kept for security) and marks the profile complete, atomically. */
  async completeProfile(userId: string, codes: [string, string, string, string, string, string]) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          icon1_code: codes[0],
          icon2_code: codes[1],
          icon3_code: codes[2],
          profile_completed: true,
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      const security = {
        icon4_code: codes[3],
        icon5_code: codes[4],
        icon6_code: codes[5],
        updated_at: new Date(),
      };
      await trx
        .insertInto('user_security_icons')
        .values({ user_id: userId, ...security })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(security))
        .execute();
    });
  },
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
