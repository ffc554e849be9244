import { type GameMode, gameRules } from '@circles/contracts';
import { type Kysely, sql } from 'kysely';
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
    /** Starts a game on the database's clock; the member's finished or stale games go first. */
    startGame: (userId: string, mode: GameMode) =>
      db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('arcade_games')
          .where('user_id', '=', userId)
          .where((eb) =>
            eb.or([
              eb('scored_at', 'is not', null),
              eb(
                'started_at',
                '<',
                sql<Date>`now() - make_interval(secs => ${gameRules.maxDurationMs / 1000})`,
              ),
            ]),
          )
          .execute();
        return trx
          .insertInto('arcade_games')
          .values({ user_id: userId, mode })
          .returning(['id', 'mode', 'started_at'])
          .executeTakeFirstOrThrow();
      }),

    /** The member's game still waiting for its score, with the milliseconds since the server started it. */
    findOpenGame: (userId: string, gameId: string) =>
      db
        .selectFrom('arcade_games')
        .select([
          'mode',
          sql<number>`floor(extract(epoch from (now() - started_at)) * 1000)::float8`.as('elapsed_ms'),
        ])
        .where('id', '=', gameId)
        .where('user_id', '=', userId)
        .where('scored_at', 'is', null)
        .executeTakeFirst(),

    /** Saves the game's score once: false when it was saved meanwhile (a second submission). */
    recordScore: (userId: string, gameId: string, mode: GameMode, score: number, durationMs: number) =>
      db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('arcade_games')
          .set({ scored_at: sql<Date>`now()` })
          .where('id', '=', gameId)
          .where('user_id', '=', userId)
          .where('scored_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) return false;
        await trx
          .insertInto('game_scores')
          .values({ user_id: userId, mode, score, duration_ms: durationMs })
          .execute();
        return true;
      }),

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
