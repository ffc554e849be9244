import type { GameMode } from '@circles/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const createArcadeRepository = (db: Kysely<Database>) => {
  const topScores = () =>
    db
      .selectFrom('game_scores as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 'u.full_name', 's.mode', 's.score', 's.created_at'])
      .orderBy('s.score', 'desc')
      .orderBy('s.created_at', 'asc');

  return {
    insert(userId: string, mode: GameMode, score: number, durationMs: number) {
      return db
        .insertInto('game_scores')
        .values({ user_id: userId, mode, score, duration_ms: durationMs })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async lastSubmittedAt(userId: string) {
      const row = await db
        .selectFrom('game_scores')
        .select((eb) => eb.fn.max('created_at').as('last'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.last ? new Date(row.last) : undefined;
    },

    listTopForMember(userId: string, limit: number) {
      return topScores().where('s.user_id', '=', userId).limit(limit).execute();
    },

    listTop(limit: number) {
      return topScores().limit(limit).execute();
    },
  };
};

export type ArcadeRepository = ReturnType<typeof createArcadeRepository>;
